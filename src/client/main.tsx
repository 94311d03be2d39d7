import "./zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { registerServiceWorkerWhenIdle } from "./app/register-service-worker";
import { createQueryClient } from "./app/query-client";
import { currentUserQuery } from "./features/auth";
import { applyStoredAppearance } from "./lib/appearance";
import { seedScreenReads } from "./lib/screen-reads";
import "./index.css";

applyStoredAppearance();
const queryClient = createQueryClient();
seedScreenReads(queryClient);
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const tree = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <App />
    </Providers>
  </StrictMode>
);

// The server sends the prerendered landing page only to visitors without a session, so the
// page can hydrate as signed out straight away instead of waiting for /api/auth/me.
if (document.documentElement.dataset.page === "landing" && root.firstElementChild) {
  queryClient.setQueryData(currentUserQuery.queryKey, null);
  hydrateRoot(root, tree);
} else {
  // Built as a transition, in short slices between which the browser can paint and answer a tap: a screen drawn from
  // the answers the page carries (lib/screen-reads.ts) is whole at once, and would otherwise be one long task.
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(tree));
}

// Installable and usable offline: any page but the prerendered landing page brings the service worker in.
if (document.documentElement.dataset.page !== "landing") registerServiceWorkerWhenIdle();
