import "./zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { registerServiceWorkerWhenIdle } from "./app/register-service-worker";
import { createQueryClient } from "./app/query-client";
import { logCaughtError, logRecoverableError } from "./app/chunk-reload";
import { currentUserQuery } from "./data/current-user";
import { hydrateServerState } from "./lib/server-state";
import { SIGNED_OUT_ATTRIBUTE, SIGNED_OUT_VALUE } from "@shared/page-markers";
import { activateLanguage, i18n, pageLanguage } from "./lib/i18n/i18n";
import { noteSignedOutElsewhere } from "./lib/signed-out-elsewhere";

/** Every page but the landing page: the app, in the page's language, hydrated where the server rendered it. */
export function startApp(root: HTMLElement): void {
  const queryClient = createQueryClient();
  // A signed-in screen rendered by the server comes with the query cache it was rendered from
  // (docs/decisions/0005-server-rendering-with-hydration.md).
  const serverState = hydrateServerState(queryClient);
  // The parent's local hour the server rendered at: the greeting stays as it was rendered.
  const hour = serverState?.hour;
  const tree = (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} localHour={hour === undefined ? undefined : () => hour}>
        <App />
      </Providers>
    </StrictMode>
  );
  // A page the server sent to a visitor with no session says so: the app starts signed out and never asks
  // /api/auth/me there (its 401 would be logged as an error on every signed-out page).
  if (document.documentElement.getAttribute(SIGNED_OUT_ATTRIBUTE) === SIGNED_OUT_VALUE) {
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    // Signed out elsewhere (the server said so with this page): the sign-in page says why.
    noteSignedOutElsewhere();
  }
  // The page's language first, so nothing draws in another: a rendered screen hydrates in the language it was rendered
  // in (src/server/app.ts chooses it), any other page starts in this device's choice or the page's.
  void activateLanguage(serverState?.language ?? pageLanguage()).then(() => {
    if (serverState) {
      // Hydrated as a transition: in short slices between which the browser can paint and answer a tap, as a long
      // screen (home's path, the overview's 49 lessons) would otherwise be one long task on a phone.
      startTransition(() => void hydrateRoot(root, tree, { onCaughtError: logCaughtError, onRecoverableError: logRecoverableError }));
    } else {
      // Built as a transition, in short slices between which the browser can paint and answer a tap.
      const appRoot = createRoot(root, { onCaughtError: logCaughtError });
      startTransition(() => appRoot.render(tree));
    }
  });
  // Installable and usable offline: any page but the prerendered landing page brings the service worker in.
  registerServiceWorkerWhenIdle();
}
