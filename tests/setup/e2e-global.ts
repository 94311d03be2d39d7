import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import http from "node:http";
import type { TestProject } from "vitest/node";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";

declare module "vitest" {
  export interface ProvidedContext {
    /** GET {serversUrl}?worker=N: the server of browser worker N, started on first ask (tests/e2e/server.ts). */
    serversUrl: string;
    adminPassword: string;
    /** GET {mailboxUrl}?to=address: the mails the server sent there, parsed (tests/support/smtp.ts). */
    mailboxUrl: string;
  }
}

export const E2E_ADMIN_PASSWORD = "e2e-admin-password-1234";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy in time");
}

interface RunningServer {
  baseUrl: string;
  /** This server's own copy of the built client (a journey may change it: a new deploy's service worker). */
  clientDir: string;
  stop(): Promise<void>;
}

/**
 * The browser journeys run side by side, one test file per vitest worker (vitest.config.ts, `maxWorkers`). Each worker
 * gets a server of its own on a database of its own, all from the one build, so journeys in different workers never
 * meet in a database or a rate limit. A worker asks for its server when its first file starts (tests/e2e/server.ts);
 * a run of one file starts one server.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.resolve("dist/server/main.js"))) {
    throw new Error("Run `npm run build` before the browser tests (npm test does).");
  }
  // The servers send real mail over SMTP to a server in this process; journeys read it through the mailbox.
  const smtp = await startTestSmtpServer();
  const mailbox = await startMailbox(smtp);
  const servers = new Map<string, Promise<RunningServer>>();
  const broker = await listen((request, response) => {
    const worker = new URL(request.url ?? "/", "http://localhost").searchParams.get("worker") ?? "1";
    if (!servers.has(worker)) servers.set(worker, startServer(smtp.url));
    servers.get(worker)!.then(
      (server) =>
        response.setHeader("content-type", "application/json").end(JSON.stringify({ baseUrl: server.baseUrl, clientDir: server.clientDir })),
      (error: Error) => response.writeHead(500).end(`the server of browser worker ${worker} did not start: ${error.message}`),
    );
  });
  project.provide("serversUrl", `${broker.url}/servers`);
  project.provide("adminPassword", E2E_ADMIN_PASSWORD);
  project.provide("mailboxUrl", mailbox.url);

  return async () => {
    await broker.close();
    await Promise.all([...servers.values()].map((server) => server.then((running) => running.stop(), () => {})));
    await mailbox.close();
    await smtp.close();
  };
}

/**
 * The built server on a fresh embedded database of its own, run from its own copy of dist/ (5 MB): the server finds
 * its client at ../client and the curriculum at ../../content beside main.js, and its packages in the repository's
 * node_modules above, so the copy sits in .tmp/ with a link to content/. `extraEnv` adds settings (a journey that needs
 * a server set up its own way starts one itself: tests/e2e/stripe-checkout.test.ts).
 */
export async function startServer(smtpUrl: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const scratch = path.resolve(".tmp");
  fs.mkdirSync(scratch, { recursive: true });
  const home = fs.mkdtempSync(path.join(scratch, "e2e-server-"));
  // Teardown does not run when the run is cut short (Ctrl-C): clean up on exit too.
  const removeHome = () => fs.rmSync(home, { recursive: true, force: true });
  process.once("exit", removeHome);
  fs.cpSync(path.resolve("dist"), path.join(home, "dist"), { recursive: true });
  fs.symlinkSync(path.resolve("content"), path.join(home, "content"));
  const serverEntry = path.join(home, "dist", "server", "main.js");
  const clientDir = path.join(home, "dist", "client");
  const dataDir = path.join(home, "data");
  fs.mkdirSync(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      // Each test browser announces its own address (tests/e2e/browser.ts), as devices behind a proxy would.
      TRUST_PROXY: "true",
      // The journeys look at every server-rendered screen: none is left out while the server is busy with their set-up.
      SERVER_RENDERING: "always",
      SMTP_URL: smtpUrl,
      MAIL_FROM: "Growly <hello@growly.test>",
      PUBLIC_URL: baseUrl,
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    process.off("exit", removeHome);
    removeHome();
  };
  try {
    // A few seconds on a quiet machine (a new embedded database and its migrations); 40–50 s seen on a loaded one.
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, clientDir, stop };
}

async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny HTTP view of the received mails, for the test files (they run in other processes). */
async function startMailbox(smtp: TestSmtpServer): Promise<{ url: string; close(): Promise<void> }> {
  const server = await listen((request, response) => {
    const to = new URL(request.url ?? "/", "http://localhost").searchParams.get("to") ?? "";
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(smtp.to(to)));
  });
  return { url: `${server.url}/mails`, close: server.close };
}
