/**
 * Where the server puts a rendered screen into the app's page (scripts/build.mjs writes the markers, the server
 * replaces them: src/server/rendering/page.ts). Between the two root markers is the loading screen a page rendered by
 * the browser paints first; a server-rendered page has the screen's markup there instead.
 */
export const ROOT_START = "<!--root-->";
export const ROOT_END = "<!--/root-->";

/**
 * The element a server-rendered page carries its state in, as JSON the browser never runs: the query cache the screen
 * was rendered from and the parent's local hour (src/client/lib/server-state.ts).
 */
export const SERVER_STATE_ID = "server-state";

/**
 * The "Still loading… reload the page" line a page the server drew carries beside the app's root
 * (src/client/app/full-page-loading.tsx, `AppStartHint`): it shows after the loading screen's delay unless the app
 * started and took it away (src/client/main.tsx), so a page whose start chunk never came says what to do.
 */
export const START_HINT_ID = "app-start-hint";

/**
 * The cookie the app keeps the device's time zone in (src/client/main.tsx), so a screen rendered on the server greets
 * the parent by the hour where they are now, as the browser would (src/server/rendering/render-page.ts).
 */
export const DEVICE_TIME_ZONE_COOKIE = "growly_tz";

/**
 * The readable cookie the server sets when a request comes with a session cookie that names no live session (a
 * password changed or "Sign out of all other devices" deleted it): the page that reads it takes it away and the
 * sign-in page says why the device was signed out (src/client/lib/signed-out-elsewhere.ts). A device that never had a
 * session, signed itself out or lost its cookies sends no session cookie and never gets it.
 */
export const SESSION_ENDED_COOKIE = "growly_session_ended";

/**
 * The attribute on `<html>` of a page the server sent to a visitor with no session (the login and register forms and
 * the other signed-out screens: src/server/http/spa.ts): the app starts signed out without asking /api/auth/me, which
 * keeps its 401 for callers that ask (src/client/main.tsx).
 */
export const SIGNED_OUT_ATTRIBUTE = "data-session";
export const SIGNED_OUT_VALUE = "none";
export const SIGNED_OUT_MARKER = `${SIGNED_OUT_ATTRIBUTE}="${SIGNED_OUT_VALUE}"`;

/**
 * The cookie that keeps the child a parent last chose on home's switcher, one per account on the device
 * (`growly_child_<userId>`: the child's id). A cookie rather than local storage because home is drawn by the server:
 * the choice comes with the page's request, so the server draws the child the browser then hydrates
 * (src/client/lib/selected-child.ts, src/server/app.ts).
 */
export const SELECTED_CHILD_COOKIE_PREFIX = "growly_child_";
export const selectedChildCookie = (userId: number) => `${SELECTED_CHILD_COOKIE_PREFIX}${userId}`;
