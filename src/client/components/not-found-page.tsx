import { Link } from "wouter";
import { Zo } from "./art/monsters";
import { Button, buttonClasses } from "./ui/button";

/** docs/screens.md#routes: any unknown path when signed in. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      <Zo mood="calm" className="size-32" title="Zo looking around, puzzled" />
      <h1 className="text-3xl font-extrabold">Page Not Found</h1>
      <p className="text-ink-soft">Zo looked everywhere, but this page isn't here. Let's get you back on track.</p>
      <div className="flex w-full flex-col gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses("primary", "lg", "flex-1")}>
          Go Home
        </Link>
        <Button variant="secondary" size="lg" className="flex-1" onClick={() => window.history.back()}>
          Go Back
        </Button>
      </div>
    </div>
  );
}
