import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { ALREADY_IN_A_FAMILY, type Family } from "@shared/schemas/family";
import { AuthLayout } from "../../components/auth-layout";
import { useChildLabel } from "../../components/child-label";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DocumentTitle } from "../../components/ui/document-title";
import { FormError } from "../../components/ui/form-field";
import { failureText } from "../../components/ui/toast";
import { useCurrentUser } from "../../data/current-user";
import { useAcceptInvitation } from "../../data/family";
import { ApiError } from "../../lib/api";

/**
 * An invitation link, /invite?token=… (docs/product-rules.md#a-second-carer). Signed out, it asks the visitor to sign
 * in or register, both coming back here; signed in, it joins the family at once (asking first when that means leaving
 * a family of one's own) and shows the family's children.
 */
export function InvitePage() {
  const { data: user } = useCurrentUser();
  const search = useSearch();
  const token = new URLSearchParams(search).get("token") ?? "";
  return user ? <JoinFamily token={token} /> : <SignInFirst here={`/invite?${search}`} />;
}

function SignInFirst({ here }: { here: string }) {
  const { t } = useLingui();
  const next = `?next=${encodeURIComponent(here)}`;
  return (
    <AuthLayout
      title={t`You're invited to a family`}
      subtitle={t`Someone shares their family on ${PRODUCT_NAME} with you: the children, and lessons for the hard moments.`}
      footer={
        <Trans>
          Already have an account?{" "}
          <Link href={`/login${next}`} className="font-bold text-brand underline">
            Sign in to join
          </Link>
        </Trans>
      }
    >
      <div className="flex flex-col gap-3">
        <Link href={`/register${next}`} className={buttonClasses("primary", "lg")}>
          <Trans>Create an account to join</Trans>
        </Link>
        <Link href={`/login${next}`} className={buttonClasses("secondary", "lg")}>
          <Trans comment="Button on an invitation link: sign in to an existing account, then join">Sign in</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}

type Joining =
  | { state: "joining" }
  | { state: "joined"; family: Family }
  | { state: "leave-first" }
  | { state: "gone" }
  | { state: "failed"; message: string };

function JoinFamily({ token }: { token: string }) {
  const { t } = useLingui();
  const accept = useAcceptInvitation();
  const [, navigate] = useLocation();
  const [joining, setJoining] = useState<Joining>({ state: "joining" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const send = (leaveCurrentFamily?: true) => {
    setJoining({ state: "joining" });
    accept.mutate(
      { token, ...(leaveCurrentFamily && { leaveCurrentFamily }) },
      {
        onSuccess: (family) => setJoining({ state: "joined", family }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) setJoining({ state: "gone" });
          else if (error instanceof ApiError && error.status === 409 && !leaveCurrentFamily && isLeaveQuestion(error)) {
            setJoining({ state: "leave-first" });
          } else setJoining({ state: "failed", message: failureText({ fallback: t`Please try again.` }, error) });
        },
      },
    );
  };
  // Opening the link is the wish to join: it is sent once, as the page opens.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (token) send();
    else setJoining({ state: "gone" });
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Each new state's heading takes focus, so a screen reader says what happened.
  useEffect(() => {
    if (joining.state !== "joining") headingRef.current?.focus();
  }, [joining.state]);

  const heading = (text: string) => (
    <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold focus:outline-none">
      {text}
    </h1>
  );
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <DocumentTitle>
        {t({ message: "Join a family", comment: "The browser tab's title on an invitation link" })}
      </DocumentTitle>
      <Card className="flex flex-col gap-4">
        {joining.state === "joining" ? (
          <>
            {heading(t`Joining the family...`)}
            <p role="status" className="text-ink-soft">
              <Trans>One moment.</Trans>
            </p>
          </>
        ) : joining.state === "joined" ? (
          <>
            {heading(t`You've joined the family`)}
            <FamilyChildren family={joining.family} />
            <Button type="button" size="lg" className="self-start" onClick={() => navigate("/", { replace: true })}>
              <Trans comment="Button after joining a family: go on to the app">Continue</Trans>
            </Button>
          </>
        ) : joining.state === "leave-first" ? (
          <>
            {heading(t`Leave your family and join this one?`)}
            <p className="text-ink-soft">
              <Trans>
                You already share a family on {PRODUCT_NAME}. Joining this one takes you out of it: its children stay
                with it, and your own lessons, progress and journal stay with you.
              </Trans>
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="button" variant="danger" size="lg" disabled={accept.isPending} onClick={() => send(true)}>
                <Trans>Leave and join</Trans>
              </Button>
              <Link href="/" className={buttonClasses("secondary", "lg")}>
                <Trans comment="Button: keep one's family and do not join the invitation's">Stay in my family</Trans>
              </Link>
            </div>
          </>
        ) : joining.state === "gone" ? (
          <>
            {heading(t`This invitation can't be used`)}
            <p className="text-ink-soft">
              <Trans>
                The link has expired, was already used or was withdrawn. Please ask the person who invited you for a new
                one.
              </Trans>
            </p>
            <Link href="/" className={`${buttonClasses("secondary", "lg")} self-start`}>
              <Trans>Go home</Trans>
            </Link>
          </>
        ) : (
          <>
            {heading(t`We couldn't join the family`)}
            <FormError message={joining.message} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="button" size="lg" onClick={() => send()}>
                <Trans>Try again</Trans>
              </Button>
              <Link href="/" className={buttonClasses("secondary", "lg")}>
                <Trans>Go home</Trans>
              </Link>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

/** The 409 that asks to leave a family first, told from the others (already in this family, a full family). */
function isLeaveQuestion(error: ApiError): boolean {
  return error.serverMessage === ALREADY_IN_A_FAMILY;
}

function FamilyChildren({ family }: { family: Family }) {
  const label = useChildLabel();
  if (family.children.length === 0) {
    return (
      <p className="text-ink-soft">
        <Trans>The family has no children added yet.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-extrabold">
        <Trans>The family's children</Trans>
      </h2>
      <ul className="flex flex-col gap-1">
        {family.children.map((child, index) => (
          <li key={child.id} className="rounded-xl bg-brand-soft px-3 py-2 font-semibold text-ink">
            {label(child, index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
