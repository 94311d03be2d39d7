import type { ComponentType } from "react";
import { Route } from "wouter";

/**
 * The private admin dashboard's path segment. Only the pages served under it carry it (src/server/http/spa.ts), so no
 * public page gives it away; elsewhere there is none, and no admin route exists.
 */
export function adminPath(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="growly-admin-path"]')?.content || undefined;
}

/** The admin dashboard's route, on the pages served under the private admin path only; none elsewhere. */
export function adminRoute(Page: ComponentType) {
  const admin = adminPath();
  return admin === undefined ? null : <Route path={`/${admin}`} component={Page} />;
}
