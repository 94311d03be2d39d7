import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@shared/product";
import { skeletonBase } from "../components/ui/styles";

/**
 * Shown while we learn whether someone is signed in. The build also writes its English into the app's HTML
 * (src/client/index.html), so the name paints before any script has run and the app replaces it in place. A wait
 * that goes on says what to do, even when the scripts never arrive. Its words are in the landing page's catalog
 * (lingui.config.ts), the first part of the catalog a page loads, so it is in the page's language from the first render.
 */
export function FullPageLoading() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t({ message: "Loading", comment: "Name of the screen shown while the app is starting, for screen readers" })}
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
        <Trans comment="Shown when the app takes long to start; the link reloads the page">
          Still loading. Check your connection, then{" "}
          <a href="?" className="font-semibold text-brand underline underline-offset-4">
            reload the page
          </a>
          .
        </Trans>
      </p>
    </div>
  );
}
