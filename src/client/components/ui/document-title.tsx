import { PRODUCT_NAME } from "@shared/product";

/**
 * The browser tab's title while a screen is shown. React 19 lifts a `<title>` rendered anywhere into `<head>`, ahead of
 * the page's own, and takes it away with the screen: no effect writing `document.title`, nothing left behind. The
 * caller translates `children` (`t` from `useLingui()`).
 */
export function DocumentTitle({ children }: { children: string }) {
  return <title>{`${children} · ${PRODUCT_NAME}`}</title>;
}
