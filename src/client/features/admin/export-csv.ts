import { toCsv } from "@shared/csv";
import type { WaitlistSignup } from "@shared/schemas/admin";
import { isoSignupDate, waitlistCsvFileName } from "@shared/rules/waitlist-stats";

/**
 * docs/screens.md#constants CSV export (columns ID, Email, Signup Date) with docs/product-rules.md#admin-and-waitlist
 * quoting and formula neutralising; the signups passed are the ones the dashboard shows (its search applied), each
 * date in ISO 8601 (UTC), so a spreadsheet sorts them.
 */
export function waitlistCsv(signups: readonly WaitlistSignup[]): string {
  return toCsv([
    ["ID", "Email", "Signup Date"],
    ...signups.map((signup) => [String(signup.id), signup.email, isoSignupDate(signup.createdAt)]),
  ]);
}

export function downloadWaitlistCsv(signups: readonly WaitlistSignup[], now = new Date()): void {
  const url = URL.createObjectURL(new Blob([waitlistCsv(signups)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = waitlistCsvFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
