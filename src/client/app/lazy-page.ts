import { lazy, type ComponentType } from "react";

/** A screen that arrives in its own chunk the first time it is shown (see each feature's `load…` entries). */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Page) => ({ default: Page })));
}
