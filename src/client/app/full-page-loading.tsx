import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@shared/product";
import { START_HINT_ID } from "@shared/page-markers";
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
        <StillLoading />
      </p>
    </div>
  );
}

function StillLoading() {
  return (
    <Trans comment="Shown when the app takes long to start; the link reloads the page">
      Still loading. Check your connection, then{" "}
      <a href="?" className="font-semibold text-brand underline underline-offset-4">
        reload the page
      </a>
      .
    </Trans>
  );
}

/**
 * The loading screen's last line for a page the server drew (src/server/http/spa.ts puts it beside the app's root):
 * the screen looks ready, but until the app has started nothing on it answers a tap. It shows after the same delay,
 * with no script, unless the app started and took it away (src/client/main.tsx).
 */
export function AppStartHint() {
  return (
    <p
      id={START_HINT_ID}
      className="animate-late fixed inset-x-0 bottom-0 z-50 border-t-2 border-line bg-surface px-6 py-4 text-center text-ink shadow-lg"
    >
      <StillLoading />
    </p>
  );
}
