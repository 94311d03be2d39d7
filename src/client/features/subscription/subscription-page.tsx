import { type FormEvent, useState } from "react";
import { toastText } from "@shared/messages";
import { TRIAL_DAYS } from "@shared/product";
import { PLANS, type PlanId, type PlanInfo, daysLeftUntil, formatPlanPrice } from "@shared/rules/plans";
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
import { useSignedInUser } from "../../data/current-user";
import { type SubscriptionChange, useChangeSubscription, useSubscription } from "../../data/subscription";
import { DocumentTitle } from "../../components/ui/document-title";

const STATUS_LABELS = { active: "Active", paused: "Paused", cancelled: "Cancelled" } as const;

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });

/**
 * Subscription (docs/screens.md#subscription-screen, docs/product-rules.md#plans-and-payments): the plan lives on the
 * server; changes go through test mode.
 */
export function SubscriptionPage() {
  const me = useSignedInUser();
  const subscription = useSubscription(me.id);
  const change = useChangeSubscription(me.id);

  const send = (request: SubscriptionChange, description: string) =>
    change.mutate(request, {
      onSuccess: () => notify({ title: toastText.subscriptionUpdated.title, description }),
      // A gift code's refusal is shown beside its field.
      onError: (error) => request.action !== "gift" && notifyFailure(toastText.subscriptionFailure, error),
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <DocumentTitle>Subscription</DocumentTitle>
      <BackHeader title="Subscription" backTo="/settings" backLabel="Back to settings" />
      <p role="note" className="rounded-card border-2 border-dashed border-line bg-paper px-4 py-3 font-bold text-ink">
        Test mode: no real payment is taken
      </p>
      {subscription.isError ? (
        <LoadError message="We couldn't load your plan." onRetry={() => void subscription.refetch()} />
      ) : !subscription.data ? (
        <p role="status" className="py-8 text-center text-ink-soft">
          Loading your plan...
        </p>
      ) : (
        <>
          <CurrentPlan view={subscription.data} busy={change.isPending} send={send} />
          <p className="text-center text-ink-soft">
            Every lesson free for {TRIAL_DAYS} days, then {formatPlanPrice(PLANS.premium)}. Cancel anytime.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {(Object.keys(PLANS) as PlanId[]).map((id) => (
              <PlanCard key={id} plan={PLANS[id]} view={subscription.data} busy={change.isPending} send={send} />
            ))}
          </div>
          <GiftCodeForm
            busy={change.isPending}
            redeem={(code, onError) =>
              change.mutate(
                { action: "gift", body: { code } },
                {
                  onSuccess: (saved) =>
                    notify({
                      title: toastText.subscriptionUpdated.title,
                      description: `Gift code redeemed: ${PLANS.premium.name} until ${formatDate(saved.currentPeriodEnd ?? "")}.`,
                    }),
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

type Send = (request: SubscriptionChange, description: string) => void;

function CurrentPlan({ view, busy, send }: { view: SubscriptionView; busy: boolean; send: Send }) {
  const plan = PLANS[view.plan];
  const daysLeft = daysLeftUntil(new Date(view.trialEndsAt), new Date());
  const premiumUntil = view.currentPeriodEnd ? formatDate(view.currentPeriodEnd) : null;
  return (
    <Card className="flex flex-col gap-3" aria-labelledby="current-plan-heading">
      <h2 id="current-plan-heading" className="text-sm font-bold tracking-wide text-ink-soft uppercase">
        Current plan
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-extrabold">{plan.name}</p>
        <Badge tone={view.status === "active" ? "green" : view.status === "paused" ? "orange" : "danger"}>{STATUS_LABELS[view.status]}</Badge>
      </div>
      {daysLeft > 0 ? (
        <p className="font-semibold">
          Free trial: {daysLeft} {daysLeft === 1 ? "day" : "days"} left. Every lesson is open until {formatDate(view.trialEndsAt)}.
        </p>
      ) : view.plan === "free" ? (
        <p className="text-ink-soft">Your free trial has ended. The 3 basic lessons stay open.</p>
      ) : null}
      {view.plan === "premium" && premiumUntil ? (
        <p className="text-ink-soft">
          {view.renews
            ? `Renews on ${premiumUntil}.`
            : view.hasFullAccess
              ? `${plan.name} stays open until ${premiumUntil}.`
              : `${plan.name} ended on ${premiumUntil}.`}
        </p>
      ) : null}
      {view.plan === "premium" ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {view.status === "active" ? (
            <Button variant="secondary" disabled={busy} onClick={() => send({ action: "pause" }, "Your plan is paused.")}>
              Pause plan
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => send({ action: "resume" }, "Your plan is active again.")}>
              Resume plan
            </Button>
          )}
          {view.status !== "cancelled" ? (
            <Button variant="danger" disabled={busy} onClick={() => send({ action: "cancel" }, "Your plan is cancelled. Premium stays open until the period ends.")}>
              Cancel plan
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function PlanCard({ plan, view, busy, send }: { plan: PlanInfo; view: SubscriptionView; busy: boolean; send: Send }) {
  // A paused or cancelled premium plan can be started afresh; an active one is simply the current plan.
  const current = view.plan === plan.id && (plan.id === "free" || view.status === "active");
  const headingId = `plan-${plan.id}`;
  return (
    <Card aria-labelledby={headingId} className={cn("relative flex flex-col gap-3", plan.mostPopular && "border-2 border-brand")}>
      {plan.mostPopular ? <Badge tone="purple" className="self-start">Most popular</Badge> : null}
      <h2 id={headingId} className="text-xl font-extrabold">
        {plan.name}
      </h2>
      <p className="text-2xl font-extrabold">
        {plan.price === 0 ? "$0" : `$${plan.price.toFixed(2)}`}
        <span className="text-base font-semibold text-ink-soft"> per month</span>
      </p>
      <ul className="flex flex-1 flex-col gap-1.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span aria-hidden="true" className="font-bold text-brand">✓</span>
            {feature}
          </li>
        ))}
      </ul>
      {current ? (
        <Button variant="secondary" disabled>
          Current plan
        </Button>
      ) : (
        <>
          <Button
            variant={plan.id === "premium" ? "primary" : "secondary"}
            disabled={busy}
            onClick={() => send({ action: "change", body: { plan: plan.id } }, `You're now on ${plan.name}.`)}
          >
            Choose {plan.name}
          </Button>
          {plan.id === "free" ? <p className="text-sm text-ink-soft">Premium ends at once. To keep it until the period ends, cancel instead.</p> : null}
        </>
      )}
    </Card>
  );
}

function GiftCodeForm({ busy, redeem }: { busy: boolean; redeem: (code: string, onError: (error: Error) => void) => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError("Enter a gift code");
    setError(undefined);
    redeem(code, (failure) => setError(failure instanceof ApiError ? failure.serverMessage : failure.message));
  };
  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <h2 className="text-xl font-extrabold">Have a gift code?</h2>
        <TextField
          label="Gift code"
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
          Redeem gift code
        </Button>
      </form>
    </Card>
  );
}
