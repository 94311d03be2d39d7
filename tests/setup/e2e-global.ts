import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
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
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 60_000);
  project.provide("baseUrl", baseUrl);
  project.provide("adminPassword", E2E_ADMIN_PASSWORD);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
