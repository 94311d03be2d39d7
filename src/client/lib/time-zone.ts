import { DEVICE_TIME_ZONE_COOKIE } from "@shared/page-markers";

/** The browser's IANA time zone; the server uses it for the parent's calendar day. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the device's time zone in a cookie the server reads when it renders a screen (src/shared/page-markers.ts), so
 * the next page greets the parent by the hour where the device is, as the app itself does.
 */
export function rememberDeviceTimeZone(): void {
  const zone = browserTimeZone();
  if (zone === undefined || typeof document === "undefined") return;
  document.cookie = `${DEVICE_TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * "November 23, 2026" (in the active language) for an instant, on the calendar of the parent's own time zone, or null
 * for a missing or unreadable instant. The zone is the account's (src/shared/schemas/auth.ts), never the device's, so
 * the server that draws a screen and the browser that takes it over write the same day; an empty zone means the
 * machine's own.
 */
export function dayOf(i18n: { date: (at: Date, options: Intl.DateTimeFormatOptions) => string }, iso: string | null | undefined, timeZone: string | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return i18n.date(at, { year: "numeric", month: "long", day: "numeric", ...(timeZone && { timeZone }) });
}
