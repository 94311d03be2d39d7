import http from "node:http";
import type { Socket } from "node:net";

/** How long the server waits on a client; a slow client is cut off, so it cannot hold connections open for minutes. */
export interface Timeouts {
  /** The whole request, headers and body, must arrive within this; otherwise 408 and the connection is closed. */
  requestMs: number;
  /** The request line and headers must arrive within this (no longer than requestMs). */
  headersMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
}

/**
 * A JSON body is at most 100 KB: even a poor mobile connection sends it in a few seconds, so 30 s is generous. The
 * keep-alive outlasts the usual proxy idle timeout (60 s) so a proxy never reuses a connection the app just closed.
 */
export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000 };

/**
 * The options Fastify passes to Node's HTTP server. Node looks for expired requests on a timer; checking often (at
 * most a quarter of the shortest limit, at least once a second) makes the cut come close to the limit, not up to
 * 30 s after it.
 */
export function serverTimeoutOptions(timeouts: Timeouts) {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersMs / 4))),
    },
  };
}

/**
 * Errors Node reports before a request reaches Fastify (a timeout, a malformed request): answered in the app's own
 * shape, `{ message }`, and the connection closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "The request took too long to arrive. Please try again."]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request headers are too large"]
        : [400, "Bad request"];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
