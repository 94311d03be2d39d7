import { describe, expect, it } from "vitest";
import { safeError } from "./safe-error";

describe("safeError", () => {
  it("keeps a failed query's shape and code but not its parameters, nor PostgreSQL's detail", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (lower(email))=(sam@example.com) already exists.",
    });
    const failed = new Error('Failed query: insert into "users" ("email") values ($1)\nparams: sam@example.com,$argon2id$v=19$hash', { cause });
    const logged = JSON.stringify(safeError(failed));
    expect(logged).not.toContain("sam@example.com");
    expect(logged).not.toContain("argon2id");
    expect(logged).toContain('insert into \\"users\\"');
    expect(safeError(failed).cause).toMatchObject({ code: "23505", message: "duplicate key value violates unique constraint" });
  });

  it("describes a thrown value that is not an Error without repeating it", () => {
    expect(safeError("sam@example.com")).toEqual({ type: "string", message: "non-error value thrown", stack: "" });
  });
});
