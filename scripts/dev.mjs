// `npm run dev`: the API with reload on change (port 3001) and Vite with hot reload (port 3000, proxies /api).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
// The translations' catalogs as the app imports them (docs/translating.md); after editing a PO file, run
// `npm run i18n:compile` (Vite then reloads the page).
spawnSync(process.execPath, [path.join(root, "scripts", "i18n-compile.mjs")], { stdio: "inherit", cwd: root });
const children = [
  spawn(bin("tsx"), ["watch", "src/server/main.ts"], {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, PORT: "3001", HOST: "127.0.0.1" },
  }),
  spawn(bin("vite"), ["--port", "3000", "--strictPort"], { stdio: "inherit", cwd: root }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
