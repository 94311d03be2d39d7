// Whether dist/ is older than the sources it is built from.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const INPUTS = ["src", "content", "package-lock.json", "vite.config.ts", "scripts/build.mjs"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale() {
  const stamp = path.join(root, "dist", ".build-stamp");
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}
