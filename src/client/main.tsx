import { reloadForChunk, reloadOnPreloadError } from "./app/chunk-reload";
import { applyStoredAppearance } from "./lib/appearance";
import { rememberDeviceTimeZone } from "./lib/time-zone";
import { START_HINT_ID } from "@shared/page-markers";
import "./index.css";

/**
 * The page's script. It starts one of two things (docs/decisions/0012-translations-with-lingui.md, "Consequences"):
 * the prerendered landing page hydrates its own small tree (landing-start.tsx: the page's words and links, no data
 * layer); every other page starts the app (app-start.tsx), whose chunk the server's pages ask for beside this one.
 */
// Before any chunk is asked for: one that is gone after a deploy reloads the page once (app/chunk-reload.ts).
reloadOnPreloadError();
applyStoredAppearance();
rememberDeviceTimeZone();
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const landing = document.documentElement.dataset.page === "landing" && root.firstElementChild !== null;
// The start chunk missing (a deploy since this page was sent) reloads once; after that the loading screen's own words
// ("Still loading… reload the page") stay, as the app that would draw the error screen is what did not arrive.
const failedToStart = (error: unknown) => {
  if (!reloadForChunk()) console.error("The app did not start:", error);
};
// A page the server drew says "Still loading… reload the page" after a while unless the app started (START_HINT_ID).
const started = () => document.getElementById(START_HINT_ID)?.remove();
if (landing) {
  void import("./landing-start").then(({ startLanding }) => {
    startLanding(root);
    started();
  }, failedToStart);
} else {
  void import("./app-start").then(({ startApp }) => {
    startApp(root);
    started();
  }, failedToStart);
}
