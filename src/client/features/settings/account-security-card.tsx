import { Trans, useLingui } from "@lingui/react/macro";
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
  const { i18n, t } = useLingui();
  const product = PRODUCT_NAME;

  const endOtherSessions = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ endedSessions }) => notify({ title: t`Other devices signed out`, description: devicesSignedOut(i18n, endedSessions) }),
      onError: (error) =>
        notify({
          title: t`Devices not signed out`,
          description: error instanceof ApiError ? error.serverMessage : t`Please try again.`,
          variant: "destructive",
        }),
    });

  return (
    <Card className="flex flex-col gap-5">
      <h2 className="text-xl font-extrabold">
        <Trans>Password and devices</Trans>
      </h2>
      <ChangePasswordForm />
      <div className="flex flex-col gap-2 border-t border-line pt-5">
        <h3 className="text-lg font-bold">
          <Trans>Signed in somewhere else?</Trans>
        </h3>
        <p className="text-ink-soft">
          <Trans comment="{product} is the app's name, Growly">
            If you used {product} on a phone or computer you no longer have, sign it out from here.
          </Trans>
        </p>
        <Button variant="secondary" onClick={endOtherSessions} disabled={signOutOthers.isPending}>
          {signOutOthers.isPending ? t`Signing out...` : t`Sign out of all other devices`}
        </Button>
      </div>
    </Card>
  );
}
