import { PRODUCT_NAME } from "@shared/product";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { notify } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useSignOutOtherDevices } from "./api/password";
import { ChangePasswordForm, devicesSignedOut } from "./change-password-form";

/** Password and devices: change the password, or sign out everywhere but here (a lost phone, a shared laptop). */
export function AccountSecurityCard() {
  const signOutOthers = useSignOutOtherDevices();

  const endOtherSessions = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ endedSessions }) => notify({ title: "Other devices signed out", description: devicesSignedOut(endedSessions) }),
      onError: (error) =>
        notify({
          title: "Devices not signed out",
          description: error instanceof ApiError ? error.serverMessage : "Please try again.",
          variant: "destructive",
        }),
    });

  return (
    <Card className="flex flex-col gap-5">
      <h2 className="text-xl font-extrabold">Password and devices</h2>
      <ChangePasswordForm />
      <div className="flex flex-col gap-2 border-t border-line pt-5">
        <h3 className="text-lg font-bold">Signed in somewhere else?</h3>
        <p className="text-ink-soft">If you used {PRODUCT_NAME} on a phone or computer you no longer have, sign it out from here.</p>
        <Button variant="secondary" onClick={endOtherSessions} disabled={signOutOthers.isPending}>
          {signOutOthers.isPending ? "Signing out..." : "Sign out of all other devices"}
        </Button>
      </div>
    </Card>
  );
}
