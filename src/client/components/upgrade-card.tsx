import { Link } from "wouter";
import { PLANS, formatPlanPrice } from "@shared/rules/plans";
import { Growler } from "./art/monsters";
import { buttonClasses } from "./ui/button";
import { Card } from "./ui/card";
import { cn } from "../lib/cn";

/**
 * docs/product-rules.md#plans-and-payments: after the trial, a lesson the free plan does not open shows this offer
 * instead of an error (the server answers such a lesson with 402).
 */
export function UpgradeCard({ headingLevel = 1, className }: { headingLevel?: 1 | 2; className?: string }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <Card className={cn("mx-auto flex w-full max-w-md flex-col items-center gap-3 text-center", className)}>
      <Growler mood="calm" className="size-24" />
      <Heading className="text-2xl font-extrabold">This lesson is part of {PLANS.premium.name}</Heading>
      <p className="text-ink-soft">
        {PLANS.premium.name} opens every lesson for {formatPlanPrice(PLANS.premium)}. {PLANS.free.name} keeps the first 3 lessons
        open.
      </p>
      <Link href="/subscription" className={buttonClasses("primary", "lg", "w-full")}>
        See plans
      </Link>
    </Card>
  );
}
