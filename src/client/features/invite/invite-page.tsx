import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { PLANS } from "@shared/rules/plans";
import {
  ALREADY_IN_A_FAMILY,
  type AcceptInvitationInput,
  type Family,
  JOINING_DELETES_YOUR_FAMILY,
  OWN_PLAN_KEEPS_BILLING,
} from "@shared/schemas/family";
import { AuthLayout } from "../../components/auth-layout";
import { useChildLabel } from "../../components/child-label";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DocumentTitle } from "../../components/ui/document-title";
import { FormError } from "../../components/ui/form-field";
import { failureText } from "../../components/ui/toast";
import { useCurrentUser } from "../../data/current-user";
import { useAcceptInvitation, useFamily } from "../../data/family";
import { ApiError } from "../../lib/api";

/**
 * An invitation link, /invite?token=… (docs/product-rules.md#a-second-carer). Signed out, it asks the visitor to sign
 * in or register, both coming back here; signed in, it joins the family at once (asking first when that means leaving
 * a family of one's own, or when a Premium of one's own would go on billing beside the family's:
 * docs/product-rules.md#one-subscription-for-the-family) and shows the family's children.
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
  | { state: "joined"; family: Family; alreadyIn: boolean }
  | { state: "leave-first" }
  | { state: "delete-first" }
  | { state: "own-plan" }
  | { state: "gone" }
  | { state: "failed"; message: string };

function JoinFamily({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const premiumName = i18n._(PLANS.premium.name);
  const accept = useAcceptInvitation();
  const [, navigate] = useLocation();
  const [joining, setJoining] = useState<Joining>({ state: "joining" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What the adult has said yes to so far: each question is asked once, and the next send carries every answer.
  const answers = useRef<Pick<AcceptInvitationInput, "leaveCurrentFamily" | "keepOwnPlan">>({});
  const send = (answer: Pick<AcceptInvitationInput, "leaveCurrentFamily" | "keepOwnPlan"> = {}) => {
    answers.current = { ...answers.current, ...answer };
    const given = answers.current;
    setJoining({ state: "joining" });
    accept.mutate(
      { token, ...given },
      {
        onSuccess: ({ alreadyIn, ...family }) => setJoining({ state: "joined", family, alreadyIn }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) setJoining({ state: "gone" });
          else if (isQuestion(error, ALREADY_IN_A_FAMILY, i18n) && !given.leaveCurrentFamily) setJoining({ state: "leave-first" });
          else if (isQuestion(error, JOINING_DELETES_YOUR_FAMILY, i18n) && !given.leaveCurrentFamily) setJoining({ state: "delete-first" });
          else if (isQuestion(error, OWN_PLAN_KEEPS_BILLING, i18n) && !given.keepOwnPlan) setJoining({ state: "own-plan" });
          else setJoining({ state: "failed", message: failureText({ fallback: t`Please try again.` }, error) });
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
            {heading(joining.alreadyIn ? t`You're already in this family` : t`You've joined the family`)}
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
              <Button type="button" variant="danger" size="lg" disabled={accept.isPending} onClick={() => send({ leaveCurrentFamily: true })}>
                <Trans>Leave and join</Trans>
              </Button>
              <Link href="/" className={buttonClasses("secondary", "lg")}>
                <Trans comment="Button: keep one's family and do not join the invitation's">Stay in my family</Trans>
              </Link>
            </div>
          </>
        ) : joining.state === "delete-first" ? (
          <>
            {heading(t`Delete your family and join this one?`)}
            <OwnChildren />
            <p className="text-ink-soft">
              <Trans>
                You are the only adult in your family on {PRODUCT_NAME}. Joining this one deletes it, with its
                children's profiles. Your own lessons, progress and journal stay with you.
              </Trans>
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="button" variant="danger" size="lg" disabled={accept.isPending} onClick={() => send({ leaveCurrentFamily: true })}>
                <Trans comment="Button: delete one's own family (and its children's profiles) to join the invitation's">
                  Delete and join
                </Trans>
              </Button>
              <Link href="/" className={buttonClasses("secondary", "lg")}>
                <Trans comment="Button: keep one's family and do not join the invitation's">Stay in my family</Trans>
              </Link>
            </div>
          </>
        ) : joining.state === "own-plan" ? (
          <>
            {heading(t`Your own subscription keeps running`)}
            <p className="text-ink-soft">
              <Trans comment="{premiumName} is the paid plan's name">
                This family's {premiumName} will cover you once you join. Your own {premiumName} is separate: it keeps
                renewing and billing you until you cancel it on the Subscription screen.
              </Trans>
            </p>
            <p className="text-ink-soft">
              <Trans>This invitation link keeps working while you look.</Trans>
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="button" size="lg" disabled={accept.isPending} onClick={() => send({ keepOwnPlan: true })}>
                <Trans comment="Button: join the family, keeping one's own paid plan">Join the family</Trans>
              </Button>
              <Link href="/subscription" className={buttonClasses("secondary", "lg")}>
                <Trans comment="Link to the Subscription screen, where one's own plan can be cancelled">
                  Open my subscription
                </Trans>
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

/**
 * A 409 that asks something first (leaving a family, a plan of one's own), told from the others (a full family). The
 * server writes it in the parent's language, so it is matched as this page's catalog writes it too.
 */
function isQuestion(error: Error, question: string, i18n: I18n): boolean {
  return error instanceof ApiError && error.status === 409 && [question, i18n._(question)].includes(error.serverMessage);
}

/** The children whose profiles go with the adult's own family, named as the family screens name them. */
function OwnChildren() {
  const label = useChildLabel();
  const own = useFamily();
  const children = own.data?.children ?? [];
  if (children.length === 0) return null;
  const names = children.map((child, index) => label(child, index)).join(", ");
  return (
    <p className="font-semibold text-ink">
      <Trans comment="{names} lists the children of the parent's own family, as their names or Child 1, Child 2">
        Your family's children: {names}
      </Trans>
    </p>
  );
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
