import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStaticFiles } from "./spa";

let clientDir: string;
const app = Fastify();

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-static-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  const files: Record<string, string> = {
    "assets/index-3f2a1b.js": "console.log('app');",
    "sw.js": "self.addEventListener('fetch', () => {});",
    "manifest.webmanifest": "{}",
    "robots.txt": "User-agent: *",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(clientDir, name), text);
    // Precompressed copies, as the build writes them.
    fs.writeFileSync(path.join(clientDir, `${name}.br`), text);
  }
  await serveStaticFiles(app, clientDir);
  app.get("/api/ping", async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("public files' cache-control", () => {
  it.each([
    ["/assets/index-3f2a1b.js", "public, max-age=31536000, immutable"],
    ["/sw.js", "no-cache"],
    ["/manifest.webmanifest", "no-cache"],
    ["/robots.txt", "public, max-age=300"],
  ])("%s is sent with %s, compressed or not", async (url, expected) => {
    for (const encoding of [undefined, "br"]) {
      const answer = await app.inject({ url, headers: encoding ? { "accept-encoding": encoding } : {} });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers["cache-control"]).toBe(expected);
    }
  });

  it("leaves every other answer to its route", async () => {
    const answer = await app.inject({ url: "/api/ping" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBeUndefined();
  });
});
