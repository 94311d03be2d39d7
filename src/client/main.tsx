import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { toast } from "sonner";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { currentUserQuery } from "./features/auth/api/current-user";
import { applyStoredAppearance } from "./features/shell/appearance";
import "./index.css";

applyStoredAppearance();
const queryClient = createQueryClient();
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
  createRoot(root).render(tree);
}

// Installable and usable offline: the service worker is registered once the page has loaded and the browser is idle,
// off the landing page's critical path (its code is a separate chunk fetched only then).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const offerUpdate = (refresh: () => void) =>
    toast("A new version is ready", { id: "new-version", duration: Number.POSITIVE_INFINITY, action: { label: "Refresh", onClick: refresh } });
  const register = () => void import("./app/service-worker").then((module) => module.registerServiceWorker(offerUpdate));
  const whenIdle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
