import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createGiftCode } from "./gift-codes";

/**
 * Operators: `npx tsx src/server/subscriptions/create-gift-code.ts [months=1] [CODE]` prints a new gift code.
 * It opens the same database as the server (DATABASE_URL, or DATA_DIR; an embedded database only while the server is stopped).
 */
async function run(): Promise<void> {
  const [monthsArg = "1", code] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const created = await createGiftCode(database.db, { months: Number(monthsArg), code });
    console.log(`${created} (${monthsArg} month${monthsArg === "1" ? "" : "s"} of Premium Parent)`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
