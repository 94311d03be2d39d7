import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { notify } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useLaunchMail, useSendLaunchMail } from "./api/launch-mail";

const signups = (count: number) => `${count} ${count === 1 ? "signup" : "signups"}`;

/**
 * "Email the waitlist": keeps the waitlist's promise ("We'll notify you as soon as we launch"). The mail is shown
 * before it goes; each signup receives it once, however often this is pressed.
 */
export function LaunchMailCard() {
  const launch = useLaunchMail();
  const send = useSendLaunchMail();
  const [open, setOpen] = useState(false);
  const status = launch.data;

  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: ({ pending }) => {
        setOpen(false);
        notify({
          title: "Launch mail on its way",
          description: pending === 0 ? "Everyone on the list already has it." : `Sending to ${signups(pending)}, a few each second.`,
        });
      },
      onError: (error) =>
        notify({
          title: "Launch mail not sent",
          description: error instanceof ApiError ? error.serverMessage : "Please try again.",
          variant: "destructive",
        }),
    });

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-extrabold">Launch mail</h2>
      {launch.isError ? (
        <p role="alert" className="font-semibold text-danger">
          Couldn't load the launch mail. Please refresh.
        </p>
      ) : !status ? (
        <p role="status" className="text-ink-soft">
          Loading the launch mail...
        </p>
      ) : (
        <>
          <p className="text-ink-soft" aria-live="polite">
            {status.sent} sent · {status.pending} waiting · {status.unsubscribed} unsubscribed
            {status.sending ? " · sending now" : ""}
          </p>
          <Button className="self-start" onClick={() => setOpen(true)} disabled={status.pending === 0}>
            {status.pending === 0 ? "Everyone has the launch mail" : "Email the waitlist"}
          </Button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Email the waitlist"
            description={`This sends the launch mail below once to each of the ${signups(status.pending)} who haven't had it yet.`}
          >
            <section aria-label="Launch mail preview" className="flex flex-col gap-2 rounded-xl border border-line bg-paper p-3">
              <p className="font-bold">Subject: {status.subject}</p>
              <pre tabIndex={0} className="max-h-64 overflow-y-auto font-sans text-sm whitespace-pre-wrap text-ink">
                {status.text}
              </pre>
            </section>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={send.isPending}>
                Cancel
              </Button>
              <Button onClick={confirm} disabled={send.isPending}>
                {send.isPending ? "Starting..." : `Send to ${signups(status.pending)}`}
              </Button>
            </div>
          </Dialog>
        </>
      )}
    </Card>
  );
}
