import { describe, expect, it } from "vitest";
import { nextPath, withNext } from "./next-path";

describe("nextPath", () => {
  it("keeps a path of this site, with its query", () => {
    expect(nextPath(`?next=${encodeURIComponent("/invite?token=abc")}`)).toBe("/invite?token=abc");
  });
  it("goes home for another site or no next", () => {
    for (const next of ["//evil.example", "https://evil.example", "/\\evil.example", "/\t/evil.example", "invite"]) {
      expect(nextPath(`?next=${encodeURIComponent(next)}`)).toBe("/");
    }
    expect(nextPath("")).toBe("/");
  });
  it("carries next from one form to the other", () => {
    expect(withNext("/login", "?next=%2Finvite%3Ftoken%3Dx")).toBe("/login?next=%2Finvite%3Ftoken%3Dx");
    expect(withNext("/login", "")).toBe("/login");
  });
});
