import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { Zo } from "./art/monsters";
import { Button, buttonClasses } from "./ui/button";

/** docs/screens.md#routes: any unknown path when signed in. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      <Zo mood="calm" className="size-32" title={t`Zo looking around, puzzled`} />
      <h1 className="text-3xl font-extrabold">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="text-ink-soft">
        <Trans>Zo looked everywhere, but this page isn't here. Let's get you back on track.</Trans>
      </p>
      <div className="flex w-full flex-col gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses("primary", "lg", "flex-1")}>
          <Trans>Go Home</Trans>
        </Link>
        <Button variant="secondary" size="lg" className="flex-1" onClick={() => window.history.back()}>
          <Trans comment="Returns to the previous page">Go Back</Trans>
        </Button>
      </div>
    </div>
  );
}
