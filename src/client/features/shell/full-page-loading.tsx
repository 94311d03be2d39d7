import { PRODUCT_NAME } from "@shared/product";
import { skeletonBase } from "../../components/ui/styles";

/**
 * Shown while we learn whether someone is signed in. The build also writes it into the app's HTML
 * (src/client/index.html), so the name paints before any script has run and the app replaces it in place. A wait
 * that goes on says what to do, even when the scripts never arrive.
 */
export function FullPageLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      data-loading=""
      className="mx-auto flex min-h-dvh max-w-xl flex-col gap-4 p-6"
    >
      <p aria-hidden="true" className="text-xl font-extrabold text-brand">
        {PRODUCT_NAME}
      </p>
      {/* Skeleton's look without its class merger: this screen is part of the landing page's first load. */}
      <span aria-hidden="true" className={`${skeletonBase} h-10 w-40`} />
      <span aria-hidden="true" className={`${skeletonBase} h-32 w-full`} />
      <span aria-hidden="true" className={`${skeletonBase} h-32 w-full`} />
      {/* After 12 s (the stylesheet's delay, no script needed): a connection too slow, or scripts that never came. */}
      <p className="animate-late text-ink-soft">
        Still loading. Check your connection, then{" "}
        <a href="?" className="font-semibold text-brand underline underline-offset-4">
          reload the page
        </a>
        .
      </p>
    </div>
  );
}
