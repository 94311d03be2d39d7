import ipaddr from "ipaddr.js";

/**
 * The Web Push services browsers subscribe through, the only hosts a push endpoint may name
 * (docs/product-rules.md#notifications-email-and-offline: the server never sends a request to an address a parent
 * chose). Source: the endpoints each browser family hands out from PushManager.subscribe():
 * - Chrome, Chromium-based browsers and Android: Firebase Cloud Messaging, `https://fcm.googleapis.com/fcm/send/…`;
 * - Firefox: Mozilla autopush, `https://updates.push.services.mozilla.com/wpush/v2/…`;
 * - Safari on macOS and iOS: Apple Web Push, `https://web.push.apple.com/…` (Apple's "Sending web push notifications
 *   in web apps and browsers");
 * - Edge on Windows: Windows Push Notification Services, `https://<region>.notify.windows.com/w/?token=…`.
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"] as const;
/** WNS hands out endpoints on regional hosts below this domain. */
const PUSH_SERVICE_DOMAINS = [".notify.windows.com"] as const;

/**
 * Push services a test runs on this machine, accepted besides the known ones. Only tests pass it, through the app's
 * build options (AppOptions.pushTestServices); no setting switches it on in production.
 */
export interface PushTestServices {
  /** Exact origins, e.g. `https://127.0.0.1:41234`. A host name among them is still checked to resolve publicly. */
  origins: readonly string[];
  /** The certificate the test's push service presents. */
  ca?: string;
}

/** Whether `host` (a URL's hostname, brackets kept for IPv6) is an IP address rather than a name. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[(.*)\]$/, "$1"));
}

/**
 * Why a push endpoint is refused, in words for the parent's browser, or undefined when it names a known push
 * service. The URL parser turns the short and decimal forms of an address (`127.1`, `2130706433`) into dotted ones
 * first, so they are IP literals here too.
 */
export function pushEndpointProblem(endpoint: string, testServices?: PushTestServices): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return /*i18n*/ "endpoint must be the push service's https URL";
  }
  if (url.protocol !== "https:") return /*i18n*/ "endpoint must be the push service's https URL";
  if (testServices?.origins.includes(url.origin)) return undefined;
  if (isIpLiteral(url.hostname)) return /*i18n*/ "endpoint must name a push service, not an IP address";
  const host = url.hostname;
  const known =
    PUSH_SERVICE_HOSTS.some((name) => host === name) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
  if (!known || url.port !== "") {
    return /*i18n*/ "endpoint must belong to a known push service (Google, Mozilla, Apple or Microsoft)";
  }
  return undefined;
}
