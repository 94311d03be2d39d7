import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { toastText } from "@shared/messages";
import { TRIAL_DAYS } from "@shared/product";
import { PLANS, type PlanId, type PlanInfo, daysLeftUntil } from "@shared/rules/plans";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { notify, notifyFailure } from "../../components/ui/toast";
import { BackHeader } from "../../components/ui/back-header";
import { LoadError } from "../../components/ui/load-error";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { dayOf } from "../../lib/time-zone";
import { useSignedInUser } from "../../data/current-user";
import { useFamily } from "../../data/family";
import { type SubscriptionChange, useBillingRedirect, useChangeSubscription, useSubscription } from "../../data/subscription";
import { DocumentTitle } from "../../components/ui/document-title";

const STATUS_LABELS: Record<SubscriptionView["status"], MessageDescriptor> = {
  active: msg({ message: "Active", comment: "A subscription plan's status badge" }),
  paused: msg({ message: "Paused", comment: "A subscription plan's status badge" }),
  cancelled: msg({ message: "Cancelled", comment: "A subscription plan's status badge" }),
};

/** A price in its currency, in the parent's language's way of writing it ("$4.99", "4,99 $"; Intl.NumberFormat). */
const formatPrice = (i18n: I18n, price: number, currency = "USD") =>
  i18n.number(price, { style: "currency", currency: currency.toUpperCase(), minimumFractionDigits: price === 0 ? 0 : 2, maximumFractionDigits: 2 });

/** The Premium price the server sells at ("$4.99 per month"), or null while it cannot be read. */
function premiumPriceText(i18n: I18n, price: SubscriptionView["price"]): string | null {
  if (!price) return null;
  const amount = formatPrice(i18n, price.amount, price.currency);
  return price.interval === "year"
    ? i18n._(msg({ message: `${amount} per year`, comment: "A yearly price; {amount} as $49.99" }))
    : i18n._(msg({ message: `${amount} per month`, comment: "A monthly price; {amount} as $4.99" }));
}

/** Whether the plan shows what a finished checkout bought (the payment provider's word has arrived). */
const paidPremiumArrived = (view: SubscriptionView) => view.plan === "premium" && view.status !== "cancelled" && view.billingPortal;

/**
 * Subscription (docs/screens.md#subscription-screen, docs/product-rules.md#plans-and-payments): the plan lives on the
 * server; changes go through test mode.
 */
/** The trial's offer is said only while it is still to be had: never on Premium, nor once the trial has ended. */
function trialStillOffered(view: SubscriptionView): boolean {
  return view.plan !== "premium" && daysLeftUntil(new Date(view.trialEndsAt), new Date()) > 0;
}

export function SubscriptionPage() {
  const { t, i18n } = useLingui();
  const me = useSignedInUser();
  const [, navigate] = useLocation();
  // Back from a finished checkout: the plan changes when the payment provider's webhook reaches the server.
  const returnedFromCheckout = new URLSearchParams(useSearch()).get("checkout") === "done";
  const [confirmed, setConfirmed] = useState(false);
  const subscription = useSubscription(me.id, returnedFromCheckout && !confirmed);
  const confirming = returnedFromCheckout && !confirmed && !(subscription.data && paidPremiumArrived(subscription.data));
  useEffect(() => {
    if (!returnedFromCheckout || confirmed || !subscription.data || !paidPremiumArrived(subscription.data)) return;
    setConfirmed(true);
    navigate("/subscription", { replace: true });
  }, [returnedFromCheckout, confirmed, subscription.data, navigate]);
  const change = useChangeSubscription(me.id);
  const billing = useBillingRedirect(me.id);
  const updatedTitle = i18n._(toastText.subscriptionUpdated.title);
  const trialDays = TRIAL_DAYS;
  const premiumPrice = subscription.data ? premiumPriceText(i18n, subscription.data.price) : null;
  const premiumName = i18n._(PLANS.premium.name);
  const openBilling = (page: "checkout" | "portal") =>
    billing.mutate(page, {
      onError: (error) =>
        notifyFailure(
          { title: i18n._(toastText.subscriptionFailure.title), fallback: i18n._(toastText.subscriptionFailure.fallback) },
          error,
        ),
    });
  const busy = change.isPending || billing.isPending;
  // One subscription covers the family (docs/product-rules.md): the adult whose Premium it is hears so.
  const family = useFamily();
  const otherAdults = (family.data?.adults ?? []).filter((adult) => !adult.you).length;
  const ownPremium = subscription.data?.plan === "premium" && subscription.data.hasFullAccess;
  const coversFamily =
    ownPremium && otherAdults > 0 ? (
      <p role="note" className="rounded-card border-2 border-line bg-paper px-4 py-3 text-ink">
        <Trans comment="On the subscription screen of an adult whose Premium covers the rest of their family">
          Your {premiumName} also covers the other adults of your family, for as long as they belong to it.
        </Trans>
      </p>
    ) : null;

  const send = (request: SubscriptionChange, description: string) =>
    change.mutate(request, {
      onSuccess: () => notify({ title: updatedTitle, description }),
      // A gift code's refusal is shown beside its field.
      onError: (error) =>
        request.action !== "gift" &&
        notifyFailure(
          { title: i18n._(toastText.subscriptionFailure.title), fallback: i18n._(toastText.subscriptionFailure.fallback) },
          error,
        ),
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <DocumentTitle>{t({ message: "Subscription", comment: "The subscription screen's title" })}</DocumentTitle>
      <BackHeader
        title={t({ message: "Subscription", comment: "The subscription screen's title" })}
        backTo="/settings"
        backLabel={t`Back to settings`}
      />
      {subscription.data?.testMode ? (
        <p role="note" className="rounded-card border-2 border-dashed border-line bg-paper px-4 py-3 font-bold text-ink">
          <Trans>Test mode: no real payment is taken</Trans>
        </p>
      ) : null}
      {subscription.data?.purchase === "closed" ? (
        <p role="note" className="rounded-card border-2 border-dashed border-line bg-paper px-4 py-3 font-bold text-ink">
          <Trans>Paid plans are not open on this server. Your free trial and gift codes still work.</Trans>
        </p>
      ) : null}
      {confirming ? (
        <p role="status" className="rounded-card border-2 border-brand bg-paper px-4 py-3 text-center font-bold text-ink">
          <Trans>Confirming your payment…</Trans>
        </p>
      ) : null}
      {subscription.data?.paymentFailed ? (
        <div role="alert" className="flex flex-col gap-2 rounded-card border-2 border-danger bg-paper px-4 py-3 text-ink">
          <p className="font-bold">
            <Trans>Your last payment did not go through</Trans>
          </p>
          <p>
            <Trans>Premium stays open while the payment is tried again. Please check your card.</Trans>
          </p>
          {subscription.data.billingPortal ? (
            <Button variant="secondary" className="sm:self-start" disabled={busy} onClick={() => openBilling("portal")}>
              <Trans>Fix my payment details</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {subscription.isError ? (
        <LoadError message={t`We couldn't load your plan.`} onRetry={() => void subscription.refetch()} />
      ) : !subscription.data ? (
        <p role="status" className="py-8 text-center text-ink-soft">
          <Trans>Loading your plan...</Trans>
        </p>
      ) : subscription.data.familyCover ? (
        // Covered by another adult's Premium: nothing to buy here; a plan of one's own stays theirs to manage.
        <>
          <FamilyCover view={subscription.data} cover={subscription.data.familyCover} />
          {subscription.data.plan === "premium" ? (
            <CurrentPlan view={subscription.data} busy={busy} send={send} openBilling={openBilling} />
          ) : null}
          {coversFamily}
        </>
      ) : (
        <>
          <CurrentPlan view={subscription.data} busy={busy} send={send} openBilling={openBilling} />
          {coversFamily}
          {premiumPrice && trialStillOffered(subscription.data) ? (
            <p className="text-center text-ink-soft">
              <Trans comment="{premiumPrice} is the price with its period, as $4.99 per month">
                Every lesson free for {trialDays} days, then {premiumPrice}. Cancel anytime.
              </Trans>
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {(Object.keys(PLANS) as PlanId[]).map((id) => (
              <PlanCard key={id} plan={PLANS[id]} view={subscription.data} busy={busy} send={send} openBilling={openBilling} />
            ))}
          </div>
          <GiftCodeForm
            busy={busy}
            redeem={(code, onError) =>
              change.mutate(
                { action: "gift", body: { code } },
                {
                  onSuccess: (saved) => {
                    const until = dayOf(i18n, saved.currentPeriodEnd, me.timeZone) ?? "";
                    notify({
                      title: updatedTitle,
                      description: t({
                        message: `Gift code redeemed: ${premiumName} until ${until}.`,
                        comment: "{premiumName} is the paid plan's name; {until} a date",
                      }),
                    });
                  },
                  onError,
                },
              )
            }
          />
        </>
      )}
    </div>
  );
}

/**
 * docs/product-rules.md#one-subscription-for-the-family: another adult's Premium covers the parent while they belong
 * to the family; who pays is named by username only. A Premium of one's own that renews still bills, and says so.
 */
function FamilyCover({ view, cover }: { view: SubscriptionView; cover: { paidBy: string } }) {
  const { i18n } = useLingui();
  const premiumName = i18n._(PLANS.premium.name);
  const payer = cover.paidBy;
  return (
    <Card className="flex flex-col gap-3 border-2 border-brand" aria-labelledby="family-cover-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="family-cover-heading" className="text-2xl font-extrabold">
          <Trans>Your family's Premium covers you</Trans>
        </h2>
        <Badge tone="green">{premiumName}</Badge>
      </div>
      <p>
        <Trans comment="{payer} is the username of the adult who pays; {premiumName} the paid plan's name">
          {payer} pays for {premiumName} in your family, so every lesson is open to you while you belong to it.
        </Trans>
      </p>
      {view.renews ? (
        <p role="note" className="rounded-xl bg-paper px-3 py-2 font-semibold text-ink">
          <Trans comment="{premiumName} is the paid plan's name">
            Your own {premiumName} still renews and bills you each month. Cancel it below if the family's plan is
            enough for you.
          </Trans>
        </p>
      ) : null}
    </Card>
  );
}

type Send = (request: SubscriptionChange, description: string) => void;
type OpenBilling = (page: "checkout" | "portal") => void;

function CurrentPlan({ view, busy, send, openBilling }: { view: SubscriptionView; busy: boolean; send: Send; openBilling: OpenBilling }) {
  const { t, i18n } = useLingui();
  const plan = PLANS[view.plan];
  const planName = i18n._(plan.name);
  const daysLeft = daysLeftUntil(new Date(view.trialEndsAt), new Date());
  const { timeZone } = useSignedInUser();
  const trialEnd = dayOf(i18n, view.trialEndsAt, timeZone) ?? "";
  const premiumUntil = dayOf(i18n, view.currentPeriodEnd, timeZone);
  return (
    <Card className="flex flex-col gap-3" aria-labelledby="current-plan-heading">
      <h2 id="current-plan-heading" className="text-sm font-bold tracking-wide text-ink-soft uppercase">
        <Trans comment="Heading over the parent's plan">Current plan</Trans>
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-extrabold">{planName}</p>
        <Badge tone={view.status === "active" ? "green" : view.status === "paused" ? "orange" : "danger"}>{i18n._(STATUS_LABELS[view.status])}</Badge>
      </div>
      {/* The trial's days speak to a free plan only: on Premium the renewal line below says what comes next. */}
      {daysLeft > 0 && view.plan === "free" ? (
        <p className="font-semibold">
          {t({
            message: plural(daysLeft, {
              one: `Free trial: # day left. Every lesson is open until ${trialEnd}.`,
              other: `Free trial: # days left. Every lesson is open until ${trialEnd}.`,
            }),
            comment: "{trialEnd} is the date the free trial ends",
          })}
        </p>
      ) : view.plan === "free" ? (
        <p className="text-ink-soft">
          <Trans>Your free trial has ended. The 3 basic lessons stay open.</Trans>
        </p>
      ) : null}
      {view.plan === "premium" && premiumUntil ? (
        <p className="text-ink-soft">
          {view.renews
            ? t({ message: `Renews on ${premiumUntil}.`, comment: "The paid plan renews on a date" })
            : view.hasFullAccess
              ? t({ message: `${planName} stays open until ${premiumUntil}.`, comment: "{planName} is the plan's name; {premiumUntil} a date" })
              : t({ message: `${planName} ended on ${premiumUntil}.`, comment: "{planName} is the plan's name; {premiumUntil} a date" })}
        </p>
      ) : null}
      {view.plan === "premium" ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {view.status === "active" ? (
            <Button variant="secondary" disabled={busy} onClick={() => send({ action: "pause" }, t`Your plan is paused.`)}>
              <Trans>Pause plan</Trans>
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => send({ action: "resume" }, t`Your plan is active again.`)}>
              <Trans>Resume plan</Trans>
            </Button>
          )}
          {view.status !== "cancelled" ? (
            <Button variant="danger" disabled={busy} onClick={() => send({ action: "cancel" }, t`Your plan is cancelled. Premium stays open until the period ends.`)}>
              <Trans>Cancel plan</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {view.billingPortal ? (
        <Button variant="secondary" className="sm:self-start" disabled={busy} onClick={() => openBilling("portal")}>
          <Trans comment="Opens the payment provider's page for cards, invoices and cancelling">Manage billing</Trans>
        </Button>
      ) : null}
    </Card>
  );
}

function PlanCard({ plan, view, busy, send, openBilling }: { plan: PlanInfo; view: SubscriptionView; busy: boolean; send: Send; openBilling: OpenBilling }) {
  // A paused or cancelled premium plan can be started afresh; an active one is simply the current plan.
  const { t, i18n } = useLingui();
  // With a hosted checkout a paused plan is resumed, not bought a second time.
  const current =
    view.plan === plan.id && (plan.id === "free" || view.status === "active" || (view.purchase === "checkout" && view.status === "paused"));
  const headingId = `plan-${plan.id}`;
  const planName = i18n._(plan.name);
  const premium = plan.id === "premium";
  const sold = premium ? view.price : null;
  const price = sold ? formatPrice(i18n, sold.amount, sold.currency) : formatPrice(i18n, plan.price);
  return (
    <Card aria-labelledby={headingId} className={cn("relative flex flex-col gap-3", plan.mostPopular && "border-2 border-brand")}>
      {plan.mostPopular ? <Badge tone="purple" className="self-start">
          <Trans comment="Badge on the plan most parents choose">Most popular</Trans>
        </Badge> : null}
      <h2 id={headingId} className="text-xl font-extrabold">
        {planName}
      </h2>
      {premium && !sold ? (
        <p className="text-lg font-bold text-ink-soft">
          <Trans comment="Shown instead of the price while the payment service cannot tell it">Price unavailable</Trans>
        </p>
      ) : sold?.interval === "year" ? (
        <p className="text-2xl font-extrabold">
          <Trans comment="A plan's price: {price} is the amount, as $49.99; the words in the tag are smaller">
            {price}
            <span className="text-base font-semibold text-ink-soft"> per year</span>
          </Trans>
        </p>
      ) : (
        <p className="text-2xl font-extrabold">
          <Trans comment="A plan's price: {price} is the amount, as $4.99; the words in the tag are smaller">
            {price}
            <span className="text-base font-semibold text-ink-soft"> per month</span>
          </Trans>
        </p>
      )}
      <ul className="flex flex-1 flex-col gap-1.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span aria-hidden="true" className="font-bold text-brand">✓</span>
            {i18n._(feature)}
          </li>
        ))}
      </ul>
      {current ? (
        <Button variant="secondary" disabled>
          <Trans comment="Disabled button on the plan the parent is on">Current plan</Trans>
        </Button>
      ) : premium && view.purchase === "closed" ? null : premium && view.purchase === "checkout" ? (
        <Button disabled={busy || !sold} onClick={() => openBilling("checkout")}>
          <Trans comment="Button that opens the payment page for the paid plan">Upgrade</Trans>
        </Button>
      ) : (
        <>
          <Button
            variant={plan.id === "premium" ? "primary" : "secondary"}
            disabled={busy}
            onClick={() => send({ action: "change", body: { plan: plan.id } }, t({ message: `You're now on ${planName}.`, comment: "{planName} is the plan's name" }))}
          >
            <Trans comment="Button that switches to a plan; {planName} is its name">Choose {planName}</Trans>
          </Button>
          {plan.id === "free" ? <p className="text-sm text-ink-soft">
              <Trans>Premium ends at once. To keep it until the period ends, cancel instead.</Trans>
            </p> : null}
        </>
      )}
    </Card>
  );
}

function GiftCodeForm({ busy, redeem }: { busy: boolean; redeem: (code: string, onError: (error: Error) => void) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t`Enter a gift code`);
    setError(undefined);
    redeem(code, (failure) => setError(failure instanceof ApiError ? failure.serverMessage : failure.message));
  };
  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <h2 className="text-xl font-extrabold">
          <Trans>Have a gift code?</Trans>
        </h2>
        <TextField
          label={t`Gift code`}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy} className="sm:self-start">
          <Trans>Redeem gift code</Trans>
        </Button>
      </form>
    </Card>
  );
}
