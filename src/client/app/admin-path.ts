/**
 * The private admin dashboard's path segment. Only the pages served under it carry it (src/server/http/spa.ts), so no
 * public page gives it away; elsewhere there is none, and no admin route exists.
 */
export function adminPath(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="growly-admin-path"]')?.content || undefined;
}
