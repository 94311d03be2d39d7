import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { FamilyAdult } from "@shared/schemas/family";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { Switch } from "../../components/ui/switch";
import { notify, notifyFailure } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { isExplainedRefusal, useFamily, useFamilyAdults, useShareAnswers } from "../../data/family";

type Confirming =
  { kind: "remove"; adult: FamilyAdult } | { kind: "leave"; adult: FamilyAdult } | { kind: "revoke"; id: number };

/**
 * "The family's adults" in Edit Profile (docs/product-rules.md#a-second-carer): who shares the family; the owner
 * invites someone by a link (shown once, with a copy button, and mailed when an address is given), sees the invitations
 * waiting and withdraws them, and removes a carer; a carer leaves. Each removal asks first, in a dialog. Rendered inside
 * the page's form: its buttons are plain buttons, and Enter in the address field (there only) makes the link.
 */
export function FamilyAdults() {
  const { t, i18n } = useLingui();
  const family = useFamily();
  const { invite, revoke, remove } = useFamilyAdults();
  const shareAnswers = useShareAnswers();
  const [email, setEmail] = useState("");
  /** The server's word on a refused address, shown beside the field until it changes. */
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [link, setLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  if (!family.data) return null;
  const { adults, invitations, sharesAnswers, youShareAnswers } = family.data;
  const owner = adults.some((adult) => adult.you && adult.role === "owner");
  const failed = (error: Error) => {
    // Refused because the owner removed this adult meanwhile: the notice "no longer part of that family" says it.
    if (isExplainedRefusal(error)) return;
    notifyFailure({ title: t`We couldn't change your family`, fallback: t`Please try again.` }, error);
  };

  const makeLink = () => {
    const address = email.trim();
    invite.mutate(address ? { email: address } : {}, {
      onSuccess: (made) => {
        setLink(made.url);
        setEmail("");
        setEmailError(undefined);
        notify({
          title: address ? t`Invitation sent to ${address}` : t`Invitation link made`,
          description: t`It works once, for 7 days.`,
        });
        // The link is the next thing to copy: it takes focus (and is selected, for copying by hand).
        setTimeout(() => linkRef.current?.select(), 0);
      },
      onError: (error) => {
        // A refused address is said beside the field it is about; anything else is a toast.
        if (address && error instanceof ApiError && error.status === 400) setEmailError(error.serverMessage);
        else failed(error);
      },
    });
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify({ title: t`Link copied` });
    } catch {
      linkRef.current?.select();
      notify({ title: t`Select the link and copy it` });
    }
  };
  // Enter in the address sends it (the page's form must not submit); Enter on another button is that button's own.
  const onEmailKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      makeLink();
    }
  };
  const confirm = () => {
    const what = confirming;
    setConfirming(null);
    if (!what) return;
    if (what.kind === "revoke") {
      revoke.mutate(what.id, {
        onSuccess: () => {
          notify({ title: t`Invitation withdrawn` });
          headingRef.current?.focus();
        },
        onError: failed,
      });
    } else {
      remove.mutate(what.adult.id, {
        onSuccess: () => {
          notify({
            title:
              what.kind === "leave" ? t`You left the family` : t`${what.adult.username} was removed from the family`,
          });
          // The button pressed has gone with the adult: the keyboard's place is the list's heading.
          headingRef.current?.focus();
        },
        onError: failed,
      });
    }
  };
  const busy = invite.isPending || revoke.isPending || remove.isPending;
  /**
   * While a change is saved the buttons refuse presses but keep focus (aria-disabled): a disabled button drops the
   * keyboard's place to the page, and the dialog hands focus back to the button that opened it.
   */
  const whenFree = (action: () => void, className?: string) => ({
    "aria-disabled": busy || undefined,
    className: cn("aria-disabled:cursor-not-allowed aria-disabled:opacity-60", className),
    onClick: () => {
      if (!busy) action();
    },
  });

  return (
    <Card className="flex flex-col gap-4" id="family-adults" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-extrabold text-ink focus:outline-none">
        <Trans>The family's adults</Trans>
      </h3>
      <ul className="flex flex-col gap-2">
        {adults.map((adult) => (
          <li key={adult.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-ink">
              {adult.username}{" "}
              <span className="font-normal text-ink-soft">
                {adult.role === "owner"
                  ? t({ message: "(owner)", comment: "Beside the name of the adult who made the family" })
                  : t({ message: "(carer)", comment: "Beside the name of an adult invited into the family" })}
                {adult.you ? ` ${t({ message: "· you", comment: "Beside the signed-in adult's own name" })}` : ""}
              </span>
            </span>
            {adult.you && adult.role === "carer" ? (
              <Button type="button" variant="ghost" {...whenFree(() => setConfirming({ kind: "leave", adult }))}>
                <Trans>Leave the family</Trans>
              </Button>
            ) : owner && !adult.you ? (
              <Button type="button" variant="ghost" {...whenFree(() => setConfirming({ kind: "remove", adult }))}>
                {t({ message: `Remove ${adult.username}`, comment: "{username} is an adult of the family" })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {adults.length > 1 ? (
        <div className="flex flex-col gap-2 border-t-2 border-line pt-4">
          <Switch
            label={t`Show each other our lesson answers`}
            checked={youShareAnswers}
            busy={shareAnswers.isPending}
            onCheckedChange={(on) => shareAnswers.mutate({ sharesAnswers: on }, { onError: failed })}
          />
          <p className="text-sm text-ink-soft">
            <Trans>
              Off until every adult of the family says yes here, and one no turns it off for everyone. Then, on a lesson
              or story you have both finished, each of you sees which answers the other chose. Never what you write.
            </Trans>
          </p>
          <p className="text-sm font-semibold text-ink" role="status">
            {sharesAnswers
              ? t`On: every adult has said yes.`
              : youShareAnswers
                ? t`You said yes. It stays off until every adult does.`
                : t`Off for the family.`}
          </p>
        </div>
      ) : null}
      {owner ? (
        <div className="flex flex-col gap-3 border-t-2 border-line pt-4">
          <TextField
            label={t`Their email (optional)`}
            hint={t`We send them the link. Or leave it empty and share the link yourself.`}
            type="email"
            autoComplete="off"
            inputMode="email"
            value={email}
            error={emailError}
            onKeyDown={onEmailKeyDown}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
          <Button type="button" variant="secondary" {...whenFree(makeLink, "self-start")}>
            <Trans>Invite someone to your family</Trans>
          </Button>
          {link ? (
            <div className="flex flex-col gap-2">
              <TextField
                ref={linkRef}
                label={t`Invitation link`}
                readOnly
                value={link}
                onFocus={(e) => e.target.select()}
              />
              <Button type="button" className="self-start" onClick={() => void copy()}>
                <Trans>Copy link</Trans>
              </Button>
            </div>
          ) : null}
          {invitations.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h4 className="font-bold text-ink">
                <Trans>Invitations waiting</Trans>
              </h4>
              <ul className="flex flex-col gap-2">
                {invitations.map((invitation) => {
                  const until = i18n.date(new Date(invitation.expiresAt), { day: "numeric", month: "long" });
                  return (
                    <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-ink">
                        <Trans>Works until {until}</Trans>
                      </span>
                      <Button
                        type="button"
                        variant="ghost"
                        aria-label={t`Revoke the invitation that works until ${until}`}
                        {...whenFree(() => setConfirming({ kind: "revoke", id: invitation.id }))}
                      >
                        <Trans comment="Button: withdraw an invitation link">Revoke</Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={
          confirming?.kind === "remove"
            ? t({ message: `Remove ${confirming.adult.username} from the family?`, comment: "{username} is an adult" })
            : confirming?.kind === "leave"
              ? t`Leave the family?`
              : t`Revoke this invitation?`
        }
        description={
          confirming?.kind === "remove"
            ? t`They will no longer see the family's children. Their own lessons, progress and journal stay theirs.`
            : confirming?.kind === "leave"
              ? t`You will no longer see the family's children. Your own lessons, progress and journal stay yours.`
              : t`The link stops working. You can make a new one at any time.`
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="button" variant="danger" size="lg" className="flex-1" onClick={confirm}>
            {confirming?.kind === "remove"
              ? t({ message: `Remove ${confirming.adult.username}`, comment: "{username} is an adult of the family" })
              : confirming?.kind === "leave"
                ? t`Leave the family`
                : t({ message: "Revoke", comment: "Button: withdraw an invitation link" })}
          </Button>
          <Button type="button" variant="secondary" size="lg" className="flex-1" onClick={() => setConfirming(null)}>
            <Trans comment="Button: close the dialog and change nothing">Cancel</Trans>
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
