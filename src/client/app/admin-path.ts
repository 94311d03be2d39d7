/** The private admin dashboard's path segment; the server stamps ADMIN_PATH into this meta tag. */
export function adminPath(): string {
  if (typeof document === "undefined") return "admin";
  return document.querySelector<HTMLMetaElement>('meta[name="growly-admin-path"]')?.content || "admin";
}
