import type { FastifyInstance } from "fastify";

export interface Route {
  method: string;
  path: string;
}

/**
 * Every route the app serves, read from Fastify's own route tree, so a route added later is covered by the tests that
 * walk them. `printRoutes({ commonPrefix: false })` prints one node per line: `├── /api/user/:id (GET, HEAD, PATCH)`,
 * children indented four characters deeper and continuing their parent's path.
 */
export function listRoutes(app: FastifyInstance): Route[] {
  const found: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(branch + 4));
    if (!match) continue;
    const path = (prefixes[depth - 1] ?? "") + (match[1] ?? "");
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[2] ?? "").split(",").map((m) => m.trim()).filter(Boolean)) {
      if (method !== "OPTIONS") found.push({ method, path });
    }
  }
  return found;
}
