/**
 * A request's route as src/shared/api/responses.ts names it: "METHOD path" with each number in the path written
 * `:id` and any query left off. Kept apart from the schemas so a screen can name its route without loading the
 * validation library.
 */
export function routeKey(method: string, url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  return `${method.toUpperCase()} ${path.replace(/\/\d+(?=\/|$)/g, "/:id")}`;
}
