import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { PLANS } from "@shared/rules/plans";
import { Growler } from "./art/monsters";
import { buttonClasses } from "./ui/button";
import { Card } from "./ui/card";
import { catalogText } from "../lib/catalog-text";
import { cn } from "../lib/cn";

/**
 * docs/product-rules.md#plans-and-payments: after the trial, a lesson the free plan does not open shows this offer
 * instead of an error (the server answers such a lesson with 402).
 */
export function UpgradeCard({ headingLevel = 1, className }: { headingLevel?: 1 | 2; className?: string }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const { i18n } = useLingui();
  const premiumPlan = catalogText(i18n, PLANS.premium.name);
  const freePlan = catalogText(i18n, PLANS.free.name);
  const monthlyPrice = i18n.number(PLANS.premium.price, { style: "currency", currency: "USD" });
  return (
    <Card className={cn("mx-auto flex w-full max-w-md flex-col items-center gap-3 text-center", className)}>
      <Growler mood="calm" className="size-24" />
      <Heading className="text-2xl font-extrabold">
        <Trans comment="{premiumPlan} is the paid plan's name">This lesson is part of {premiumPlan}</Trans>
      </Heading>
      <p className="text-ink-soft">
        <Trans comment="{premiumPlan} and {freePlan} are the plans' names; {monthlyPrice} is in US dollars">
          {premiumPlan} opens every lesson for {monthlyPrice} per month. {freePlan} keeps the first 3 lessons open.
        </Trans>
      </p>
      <Link href="/subscription" className={buttonClasses("primary", "lg", "w-full")}>
        <Trans>See plans</Trans>
      </Link>
    </Card>
  );
}
