// `npm run db:backup -- <file> [--force]`: copies the whole database the settings name into one file.
// PostgreSQL (DATABASE_URL): pg_dump's custom format. Embedded (DATA_DIR): PGlite's gzip tarball of the data
// directory — stop the server first, as the embedded database belongs to one process at a time.
import { Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { UsageError, databaseTarget, parseArguments, refuseEmbeddedInUse, runMain, runTool } from "./lib/database-target.mjs";

const USAGE = "Usage: npm run db:backup -- <backup-file> [--force]   (--force overwrites an existing file)";

await runMain("db:backup", async () => {
  const { file, force } = parseArguments(process.argv.slice(2), USAGE);
  const target = databaseTarget();
  if (fs.existsSync(file) && !force) {
    throw new UsageError(`${file} already exists. Choose another name, or pass --force to overwrite it.`);
  }
  if (!fs.existsSync(path.dirname(file))) throw new UsageError(`The folder ${path.dirname(file)} does not exist.`);

  // Written beside the target and renamed at the end: an interrupted backup never leaves a half file under its name.
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    if (target.kind === "postgres") {
      await runTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`], target.url);
    } else {
      if (!fs.existsSync(path.join(target.dataDir, "PG_VERSION"))) {
        throw new UsageError(
          `No embedded database in ${target.dataDir}. Set DATA_DIR to the server's data folder, or DATABASE_URL for a PostgreSQL server.`,
        );
      }
      refuseEmbeddedInUse(target.dataDir);
      const db = new PGlite(target.dataDir);
      try {
        await db.waitReady;
        const dump = await db.dumpDataDir("gzip");
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const size = fs.statSync(file).size;
  console.log(`Backed up the ${target.label} to ${file} (${(size / 1024).toFixed(0)} KiB).`);
});
