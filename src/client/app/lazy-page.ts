import { lazy, type ComponentType } from "react";
import { catalogsReady } from "../lib/i18n/i18n";

/**
 * A chunk a screen needs the first time it is shown, with the active language's whole catalog (the landing page starts
 * with its own part only): the screen never draws before its words are here. The server renderer has every catalog.
 */
export function withCatalogs<T>(load: () => Promise<T>): () => Promise<T> {
  if (typeof document === "undefined") return load;
  return () => Promise.all([load(), catalogsReady()]).then(([loaded]) => loaded);
}

/** A screen that arrives in its own chunk the first time it is shown (see each feature's `load…` entries). */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(withCatalogs(() => load().then((Page) => ({ default: Page }))));
}
