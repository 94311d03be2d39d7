import { Trans, useLingui } from "@lingui/react/macro";
import { Component, type ReactNode, useEffect, useRef } from "react";
import { PRODUCT_NAME } from "@shared/product";
import { DocumentTitle } from "../components/ui/document-title";
import { plainButtonClasses } from "../components/ui/styles";
import { isChunkLoadError, isReloadingForChunk, mayReloadForChunk, reloadForChunk } from "./chunk-reload";

interface AppErrorBoundaryState {
  failed: boolean;
  /** The failure was a missing chunk and the page is reloading for the new build (chunk-reload.ts). */
  reloading: boolean;
}

interface AppErrorBoundaryProps {
  /** The page's address: when it changes (Back, a link), the screen there is tried afresh. */
  location: string;
  children: ReactNode;
}

/**
 * The app's last line: a screen that throws, or whose chunk does not arrive, shows a kind screen instead of a blank
 * page (docs/screens.md#when-a-screen-fails). Leaving the address that failed (Back, Forward) shows the screen of the
 * new one: only the failed screen is gone, not the app. The players keep their own, narrower boundary
 * (players/registry.tsx).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { failed: true, reloading: isChunkLoadError(error) && (isReloadingForChunk() || mayReloadForChunk()) };
  }

  // The error itself is logged by the root's onCaughtError (chunk-reload.ts, logCaughtError), for every boundary.
  override componentDidCatch(): void {
    if (this.state.reloading && !reloadForChunk()) this.setState({ reloading: false });
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps): void {
    // While the page reloads for a missing chunk nothing is tried again: the reload brings the new build.
    if (this.state.failed && !isReloadingForChunk() && previous.location !== this.props.location) {
      this.setState({ failed: false, reloading: false });
    }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return null;
    return <AppErrorScreen />;
  }
}

/**
 * "Something went wrong", with Reload, Go home and Get help now. Plain links and a full reload: whatever broke (the
 * router, a chunk, the data layer) is started afresh. Its words are in the landing page's catalog (lingui.config.ts),
 * the first the page loads, so it shows in the parent's language even when the rest did not arrive. It takes the
 * focus and the tab's title, as a new screen does: the failed screen's are gone with it.
 */
export function AppErrorScreen() {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const title = t({ message: "Something went wrong", comment: "Heading of the screen shown when a screen of the app failed to show" });
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <DocumentTitle>{title}</DocumentTitle>
      <p aria-hidden="true" className="text-xl font-extrabold text-brand">
        {PRODUCT_NAME}
      </p>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold focus:outline-none">
        {title}
      </h1>
      <p className="text-ink-soft">
        <Trans>This screen didn't load. Your progress is safe. Reloading usually fixes it.</Trans>
      </p>
      <div className="flex w-full flex-col gap-3">
        <button type="button" className={plainButtonClasses("primary", "lg")} onClick={() => window.location.reload()}>
          <Trans comment="Button on the error screen: loads the page again">Reload</Trans>
        </button>
        <a href="/" className={plainButtonClasses("secondary", "lg")}>
          <Trans comment="Link on the error screen: opens the home screen">Go home</Trans>
        </a>
      </div>
      <a href="/get-help" className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
        <Trans comment="Link to the page of helplines and urgent support">Get help now</Trans>
      </a>
    </main>
  );
}
