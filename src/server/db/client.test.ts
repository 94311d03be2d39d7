import { describe, expect, it } from "vitest";
import type pg from "pg";
import { openPostgresDatabase } from "./client";

describe("a PostgreSQL connection error", () => {
  it("is logged, not swallowed, and goes to the log the app hands over", async () => {
    // No query is sent, so no server is needed: the pool only connects on its first query.
    const database = openPostgresDatabase("postgres://growly@127.0.0.1:1/nowhere");
    const logged: Array<{ where: string; message: string; text: string }> = [];
    database.logConnectionErrorsTo?.({
      error: ({ err, where }, text) => logged.push({ where, message: err.message, text }),
    });
    (database.pool as pg.Pool).emit("error", new Error("terminating connection due to administrator command"));
    expect(logged).toEqual([
      {
        where: "idle client",
        message: "terminating connection due to administrator command",
        text: "database connection error",
      },
    ]);
    await database.close();
  });
});
