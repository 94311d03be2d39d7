// `npm start`: builds when the build is missing or older than the sources, then runs the server
// in this process (so signals reach it directly).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsStale } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");
if (buildIsStale()) {
  console.log("Building Growly (the build is missing or older than the sources)…");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { stdio: "inherit", cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(root, "dist/server/main.js")).href);
