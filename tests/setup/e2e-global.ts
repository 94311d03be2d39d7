import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { TestProject } from "vitest/node";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
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

/** Starts the built server on a fresh embedded database for the browser journeys. */
export default async function setup(project: TestProject) {
  const serverEntry = path.resolve("dist/server/main.js");
  if (!fs.existsSync(serverEntry)) throw new Error("Run `npm run build` before the browser tests (npm test does).");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server sends real mail over SMTP to a server in this process; journeys read it through the mailbox.
  const smtp = await startTestSmtpServer();
  const mailbox = await startMailbox(smtp);
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
      SMTP_URL: smtp.url,
      MAIL_FROM: "Growly <hello@growly.test>",
      PUBLIC_URL: baseUrl,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, child, 60_000);
  project.provide("baseUrl", baseUrl);
  project.provide("adminPassword", E2E_ADMIN_PASSWORD);
  project.provide("mailboxUrl", mailbox.url);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await mailbox.close();
    await smtp.close();
  };
}

/** A tiny HTTP view of the received mails, for the test files (they run in other processes). */
async function startMailbox(smtp: TestSmtpServer): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const to = new URL(request.url ?? "/", "http://localhost").searchParams.get("to") ?? "";
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(smtp.to(to)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/mails`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
