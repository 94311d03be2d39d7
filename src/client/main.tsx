import "./zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { registerServiceWorkerWhenIdle } from "./app/register-service-worker";
import { createQueryClient } from "./app/query-client";
import { currentUserQuery } from "./data/current-user";
import { applyStoredAppearance } from "./lib/appearance";
import { hydrateServerState } from "./lib/server-state";
import { SIGNED_OUT_ATTRIBUTE, SIGNED_OUT_VALUE } from "@shared/page-markers";
import { rememberDeviceTimeZone } from "./lib/time-zone";
import { activateLanguage, i18n, pageLanguage } from "./lib/i18n/i18n";
import "./index.css";

applyStoredAppearance();
rememberDeviceTimeZone();
const queryClient = createQueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const landing = document.documentElement.dataset.page === "landing" && root.firstElementChild !== null;
// A signed-in screen rendered by the server comes with the query cache it was rendered from
// (docs/decisions/0005-server-rendering-with-hydration.md).
const serverState = landing ? undefined : hydrateServerState(queryClient);
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
const signedOutPage = document.documentElement.getAttribute(SIGNED_OUT_ATTRIBUTE) === SIGNED_OUT_VALUE;
if (signedOutPage && !landing) queryClient.setQueryData(currentUserQuery.queryKey, null);

// The page's language first (the server chose it: src/server/i18n/request-language.ts): the landing page needs only
// its own part of the catalog to hydrate, and fetches the rest while the visitor reads.
const language = pageLanguage();
void activateLanguage(language, landing ? "landing" : "all").then(() => start(root));

function start(root: HTMLElement) {
  if (landing) {
    // The server sends the prerendered landing page only to visitors without a session, so the page can hydrate as
    // signed out straight away instead of waiting for /api/auth/me.
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    hydrateRoot(root, tree);
  } else if (serverState) {
    // Hydrated as a transition: in short slices between which the browser can paint and answer a tap, as a long
    // screen (home's path, the overview's 49 lessons) would otherwise be one long task on a phone.
    startTransition(() => void hydrateRoot(root, tree));
  } else {
    // Built as a transition, in short slices between which the browser can paint and answer a tap.
    const appRoot = createRoot(root);
    startTransition(() => appRoot.render(tree));
  }
  if (landing) void activateLanguage(language);
}

// Installable and usable offline: any page but the prerendered landing page brings the service worker in.
if (!landing) registerServiceWorkerWhenIdle();
