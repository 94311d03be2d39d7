import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The database handle every domain takes: PGlite's and node-postgres's alike (client.ts opens one). */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;
