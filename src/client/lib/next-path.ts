/**
 * Where the sign-in and register forms go after success (docs/product-rules.md#a-second-carer): the `next` parameter
 * of the address, kept only when it is a path of this site ("/invite?token=…"), never another site ("//elsewhere",
 * "https://…", "/\\elsewhere"); else home.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  // Control characters (a tab or a newline the browser would drop) could turn it into "//" once cleaned.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(next)) return "/";
  return next;
}

/** The same form's address with `next` carried on (the link from register to login and back). */
export function withNext(path: string, search: string): string {
  const next = nextPath(search);
  return next === "/" ? path : `${path}?next=${encodeURIComponent(next)}`;
}
