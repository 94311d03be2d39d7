import { applyStoredAppearance } from "./lib/appearance";
import { rememberDeviceTimeZone } from "./lib/time-zone";
import "./index.css";

/**
 * The page's script. It starts one of two things (docs/decisions/0012-translations-with-lingui.md, "Consequences"):
 * the prerendered landing page hydrates its own small tree (landing-start.tsx: the page's words and links, no data
 * layer); every other page starts the app (app-start.tsx), whose chunk the server's pages ask for beside this one.
 */
applyStoredAppearance();
rememberDeviceTimeZone();
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const landing = document.documentElement.dataset.page === "landing" && root.firstElementChild !== null;
if (landing) void import("./landing-start").then(({ startLanding }) => startLanding(root));
else void import("./app-start").then(({ startApp }) => startApp(root));
