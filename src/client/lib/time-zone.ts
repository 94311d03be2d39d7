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
