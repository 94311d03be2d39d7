import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { responseSchemas } from "../shared/api/responses";
import { routeKey } from "../shared/api/routes";

/**
 * Every route the client calls has a response schema (src/shared/api/responses.ts), so a new call cannot skip the
 * check in lib/api.ts. Read from the source: each "/api/…" path written in the client, with the method where the
 * call names it, and the paths of the reads the screens render from (src/shared/api/reads.ts).
 */
const clientDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource =
      /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.startsWith("test-support");
    return isSource ? [full] : [];
  });
}

const keys = Object.keys(responseSchemas);
/**
 * A written path as a pattern: `${anything}` stands for one path segment (a number, an action); a query string
 * (`?language=…`) is not part of the route.
 */
const pathPattern = (written: string) =>
  new RegExp(`^${written.split("?")[0]!.replace(/[.*+?^|()[\]\\]/g, "\\$&").replace(/\$\{[^}]+\}/g, "[^/]+")}$`);
const covered = (method: string | null, written: string) =>
  keys.some((key) => {
    const [keyMethod, keyPath] = key.split(" ") as [string, string];
    return (method === null || keyMethod === method) && pathPattern(written).test(keyPath);
  });

describe("response schemas", () => {
  // The service worker only routes requests; the screens read the answers.
  const files = sourceFiles(clientDir).filter((file) => path.basename(file) !== "sw.ts");
  const written = files.flatMap((file) => {
    const source = fs.readFileSync(file, "utf8");
    const calls = [
      ...source.matchAll(/apiRequest(?:<[^()]*?>)?\(\s*"(GET|POST|PUT|PATCH|DELETE)",\s*["`](\/api\/[^"`]*)["`]/g),
    ].map(([, method, route]) => ({ file, method: method!, route: route! }));
    const paths = [...source.matchAll(/["`](\/api\/[^"`\s]*)["`]/g)].map(([, route]) => ({
      file,
      method: null,
      route: route!,
    }));
    return [...calls, ...paths];
  });
  // The reads the screens render from are declared once, with their paths, beside the schemas: each is a GET.
  const readsFile = path.join(clientDir, "../shared/api/reads.ts");
  written.push(
    ...[...fs.readFileSync(readsFile, "utf8").matchAll(/["`](\/api\/[^"`\s]*)["`]/g)].map(([, route]) => ({
      file: readsFile,
      method: "GET" as const,
      route: route!,
    })),
  );

  it("finds the client's calls", () => {
    expect(written.filter((call) => call.method !== null).length).toBeGreaterThan(30);
  });

  it("cover every route the client calls", () => {
    const missing = written
      .filter((call) => !covered(call.method, call.route))
      .map((call) => `${path.relative(clientDir, call.file)}: ${call.method ?? "any"} ${call.route}`);
    expect(missing).toEqual([]);
  });

  it("name routes the way a request's route key does", () => {
    expect(routeKey("get", "/api/user/12/levels/3/progress?fresh=1")).toBe("GET /api/user/:id/levels/:id/progress");
    for (const key of keys) expect(routeKey(...(key.replace(/:id/g, "7").split(" ") as [string, string]))).toBe(key);
  });
});
