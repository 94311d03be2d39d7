import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { Skeleton } from "../../components/ui/skeleton";
import { notify } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useAdminLogin, useAdminSession } from "./api/admin";

/** docs/screens.md#admin-dashboard: the password gate in front of every admin screen. */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  if (session.isPending) {
    return (
      <div role="status" aria-label="Loading" className="mx-auto max-w-md py-10">
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (session.data?.isAdmin) return <>{children}</>;
  return <PasswordGate />;
}

function PasswordGate() {
  const [password, setPassword] = useState("");
  const login = useAdminLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === "") {
      notify({ title: "Error", description: "Please enter the admin password.", variant: "destructive" });
      return;
    }
    login.mutate(password, {
      onSuccess: () => notify({ title: "Access Granted", description: "Welcome to the private admin dashboard." }),
      onError: (error) =>
        notify({
          title: "Access Denied",
          description: error instanceof ApiError && error.status === 429 ? error.serverMessage : "Incorrect admin password.",
          variant: "destructive",
        }),
    });
  };

  return (
    <div className="mx-auto flex max-w-md flex-col py-10">
      <Card className="p-6 sm:p-8">
        <div aria-hidden="true" className="mb-4 grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand">
          <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
            <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
            <circle cx="12" cy="15.5" r="1.3" fill="currentColor" />
          </svg>
        </div>
        <h1 className="text-2xl font-extrabold">Private Admin Access</h1>
        <p className="mt-2 mb-6 text-ink-soft">This is a secure admin interface. Enter the admin password to continue.</p>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label="Admin password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={login.isPending}
          />
          <Button type="submit" size="lg" disabled={login.isPending}>
            {login.isPending ? "Authenticating..." : "Access Admin Panel"}
          </Button>
        </form>
      </Card>
    </div>
  );
}
