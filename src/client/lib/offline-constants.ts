/** Where the service worker keeps the answers of GET /api/… for offline use; cleared when a parent signs out. */
export const API_CACHE_NAME = "growly-api";
/** The page's message that lets a waiting new version take over. */
export const SKIP_WAITING_MESSAGE = "SKIP_WAITING";
