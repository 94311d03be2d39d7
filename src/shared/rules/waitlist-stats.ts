const DAY_MS = 24 * 60 * 60 * 1000;

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Signups on the viewer's current local calendar day. */
export function countToday(createdAts: readonly string[], now: Date): number {
  const today = now.toDateString();
  return createdAts.filter((iso) => parse(iso)?.toDateString() === today).length;
}

/** docs/screens.md#constants "This Week": signups in the last 7 days (the last 7 × 24 hours, future dates excluded). */
export function countThisWeek(createdAts: readonly string[], now: Date): number {
  const since = now.getTime() - 7 * DAY_MS;
  return createdAts.filter((iso) => {
    const time = parse(iso)?.getTime();
    return time !== undefined && time > since && time <= now.getTime();
  }).length;
}

/** docs/screens.md#admin-dashboard: whole days elapsed, or "N/A" for a date that cannot be read. */
export function daysAgo(iso: string, now: Date): number | "N/A" {
  const date = parse(iso);
  if (!date) return "N/A";
  return Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
}

/** docs/screens.md#constants: dates in en-US long format with hour and minute, e.g. "November 22, 2026 at 9:05 PM". */
export function formatSignupDate(iso: string, timeZone?: string): string {
  const date = parse(iso);
  if (!date) return "N/A";
  return date.toLocaleString("en-US", {
    year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone,
  });
}

/** docs/product-rules.md#admin-and-waitlist: the CSV's date, ISO 8601 in UTC to the second ("2026-11-22T21:05:09Z"). */
export function isoSignupDate(iso: string): string {
  const date = parse(iso);
  return date ? date.toISOString().replace(/\.\d{3}Z$/, "Z") : "N/A";
}

/** `waitlist-signups-{YYYY-MM-DD}.csv` for the viewer's local date. */
export function waitlistCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `waitlist-signups-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
