import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Child } from "@shared/schemas/family";
import { useChildLabel } from "./child-label";

/**
 * On a screen that follows the child chosen on home (docs/product-rules.md#home-for-the-selected-child), the child it
 * follows (`useFollowedChild`, src/client/data/family.ts), by name, with the way back to the switcher; nothing with one
 * child.
 */
export function FollowedChild({
  followed,
  className,
}: {
  followed: { child: Child; index: number } | undefined;
  className?: string;
}) {
  const label = useChildLabel();
  if (!followed) return null;
  const name = label(followed.child, followed.index);
  return (
    <p className={className ?? "text-ink-soft"}>
      <Trans comment="On a screen that follows one of several children; the link goes to home's child switcher">
        For <strong className="text-ink">{name}</strong>.{" "}
        <Link href="/" className="font-semibold text-brand underline underline-offset-4">
          Choose another child on Home
        </Link>
      </Trans>
    </p>
  );
}
