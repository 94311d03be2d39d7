import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, encoding?: string) =>
  testApp.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("data serialised at start-up", () => {
  it("is sent compressed to a browser that accepts it, the same JSON once decompressed", async () => {
    const plain = await get("/api/lessons");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const brotli = await get("/api/lessons", "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get("/api/lessons", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    // The second answer is the same bytes (compressed once, then kept).
    expect((await get("/api/lessons", "gzip")).rawPayload.equals(gzip.rawPayload)).toBe(true);
  });

  it("sends a short body as it is", async () => {
    const level = await get("/api/levels/1", "gzip, br");
    expect(level.statusCode).toBe(200);
    expect(level.rawPayload.length).toBeLessThan(1024);
    expect(level.headers["content-encoding"]).toBeUndefined();
    expect(level.json()).toMatchObject({ id: 1 });
  });
});
