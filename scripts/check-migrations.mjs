// Part of `npm run check`: the database schema (src/server/db/schema.ts) and the migrations agree. drizzle-kit checks
// that the migration history is consistent, then generates from the schema into a copy of the migrations folder: if
// that writes a new migration, the schema changed without one (run `npx drizzle-kit generate --name <topic>`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const migrations = path.join(root, "src", "server", "db", "migrations");
const drizzleKit = path.join(root, "node_modules", ".bin", "drizzle-kit");

function drizzle(args) {
  const result = spawnSync(drizzleKit, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`drizzle-kit ${args[0]} failed`);
  }
  return result.stdout;
}

// drizzle-kit wants folders relative to the working directory.
drizzle(["check", "--dialect=postgresql", `--out=${path.relative(root, migrations)}`]);

const copy = fs.mkdtempSync(path.join(os.tmpdir(), "growly-migrations-"));
try {
  fs.cpSync(migrations, copy, { recursive: true });
  const before = new Set(fs.readdirSync(copy));
  drizzle([
    "generate",
    "--dialect=postgresql",
    "--schema=./src/server/db/schema.ts",
    `--out=${path.relative(root, copy)}`,
    "--name=unmigrated",
  ]);
  const added = fs.readdirSync(copy).filter((file) => !before.has(file) && file.endsWith(".sql"));
  if (added.length > 0) {
    console.error(
      "✖ The schema has changes no migration holds. Generate one with `npx drizzle-kit generate --name <topic>`:\n",
    );
    for (const file of added) console.error(fs.readFileSync(path.join(copy, file), "utf8"));
    process.exitCode = 1;
  } else {
    console.log("✔ schema and migrations agree");
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
