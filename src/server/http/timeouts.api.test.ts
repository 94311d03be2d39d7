import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test-support/test-app";

/**
 * Slow clients are cut off: a body trickling in, headers trickling in, or an idle kept-alive connection cannot hold a
 * connection open beyond its limit. Short limits here; the settings (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS,
 * KEEP_ALIVE_TIMEOUT_MS) default to 30 s, 10 s and 72 s.
 */
const TIMEOUTS = { requestMs: 2_000, headersMs: 1_000, keepAliveMs: 1_000 };
/** Node checks for expired requests on a timer (a quarter of the shortest limit here), and the machine is shared. */
const SLACK_MS = 1_000;

let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp({ timeouts: TIMEOUTS });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  port = (testApp.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await testApp?.close();
});

interface Trickle {
  /** Everything the server sent. */
  received: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/** Opens a raw connection, sends `first`, then one byte of `rest` every `everyMs` until the server closes it. */
function trickle(first: string, rest: string, everyMs: number): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const startedAt = Date.now();
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: Date.now() - startedAt });
    });
    socket.on("connect", () => {
      socket.write(first);
      timer = setInterval(() => {
        if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++] as string);
      }, everyMs);
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for 20 s; received: ${received}`));
    }, 20_000).unref();
  });
}

describe("slow clients", () => {
  it("answers a body sent one byte at a time with 408 within the request limit, and closes the connection", async () => {
    const body = JSON.stringify({ email: "slow.body@example.com" }).padEnd(200, " ");
    const head =
      "POST /api/waitlist HTTP/1.1\r\nHost: growly.test\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(head, body, 200);

    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.received).toContain('{"message":"The request took too long to arrive. Please try again."}');
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(result.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.requestMs + SLACK_MS);
  });

  it("answers headers sent one byte at a time with 408 within the headers limit", async () => {
    const result = await trickle("GET /api/health HTTP/1.1\r\n", "Host: growly.test\r\nX-Slow: ".padEnd(400, "x"), 100);

    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.headersMs + SLACK_MS);
  });

  it("closes an idle kept-alive connection after the keep-alive limit", async () => {
    const result = await trickle("GET /api/health/live HTTP/1.1\r\nHost: growly.test\r\n\r\n", "", 1_000);

    expect(result.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(result.received).toMatch(/keep-alive/i);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 100);
    // Node closes the idle socket on its own socket timer, which may fire up to a second after the limit.
    expect(result.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.keepAliveMs + 2 * SLACK_MS);
  });

  it("answers a request Node cannot parse with 400 in the app's own shape, and closes the connection", async () => {
    const result = await trickle("NOT AN HTTP REQUEST\r\n\r\n", "", 1_000);

    expect(result.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(result.received).toContain('{"message":"Bad request"}');
  });

  it("serves a client that sends its request in good time", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "on.time@example.com" }),
    });
    expect(response.status).toBe(201);
  });
});
