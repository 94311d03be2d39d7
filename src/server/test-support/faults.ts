import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

/** Helpers of the fault tests: a TCP proxy that can lose the database, fresh PostgreSQL databases, server children. */

export const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * A TCP proxy between the app and PostgreSQL. `refuse()` is a database that went down: every connection is cut and
 * new ones are refused. `blackhole()` is a network that stopped delivering: connections stay open, nothing arrives.
 * `restore()` forwards again on the same port.
 */
export interface DatabaseProxy {
  port: number;
  refuse(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(targetHost: string, targetPort: number): Promise<DatabaseProxy> {
  const sockets = new Set<net.Socket>();
  let dropping = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (dropping) return; // accepted, never answered
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.on("data", (chunk) => {
      if (!dropping) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!dropping) client.write(chunk);
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    refuse: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      destroyAll();
      await closed;
    },
    blackhole: () => {
      dropping = true;
    },
    restore: async () => {
      if (dropping) {
        dropping = false;
        // Connections that lost bytes are out of step with the server: cut them, the pool reconnects.
        destroyAll();
      }
      if (!server.listening) await listen(port);
    },
    close: async () => {
      destroyAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `serverUrl`; `drop()` removes it. */
export async function freshPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

export async function queryOnce<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  return withServer(url, async (client) => (await client.query(text, params)).rows as T[]);
}

/** A free port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerChild {
  child: ChildProcess;
  base: string;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** src/server/main.ts in a child process (tsx), as `npm start` runs it; resolves once /api/health answers 200. */
/** The longest a server child may take to answer its health check. */
const SERVER_START_LIMIT_MS = 90_000;

export async function startServerChild(env: { DATA_DIR: string; DATABASE_URL?: string; [setting: string]: string | undefined }): Promise<ServerChild> {
  const port = await freePort();
  // The child is configured by `env` alone: no database, secret or admin password leaks in from the test runner.
  const { DATABASE_URL: _url, SESSION_SECRET: _secret, ADMIN_PASSWORD: _password, ...rest } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: { ...rest, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", TRUST_PROXY: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  // A generous ceiling: a server starting from source on a busy 2-core machine can take tens of seconds.
  const deadline = Date.now() + SERVER_START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join("")}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) return { child, base, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not become healthy within ${SERVER_START_LIMIT_MS / 1000} s:\n${output.join("")}`);
}

/** SIGKILL: no shutdown hook runs, nothing is flushed or closed. */
export async function killHard(server: ServerChild): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server.exited;
}

let addressCounter = 0;
/** A distinct forwarded address per sign-up (the server trusts its proxy), so the sign-up limit never interferes. */
export function nextAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
  cookie: string | undefined;
  headers: Headers;
  ms: number;
}

/** One same-origin JSON request over HTTP, timed. */
export async function request(
  base: string,
  method: string,
  route: string,
  options: { body?: unknown; cookie?: string; timeoutMs?: number; address?: string } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { origin: base, "x-forwarded-for": options.address ?? nextAddress() };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  const startedAt = performance.now();
  const response = await fetch(base + route, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  const ms = performance.now() - startedAt;
  const cookie = response.headers
    .getSetCookie()
    .filter((header) => header.startsWith("growly.sid="))
    .at(-1)
    ?.split(";")[0];
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, cookie, headers: response.headers, ms };
}
