import os from "node:os";
import { describe, expect, it, vi } from "vitest";

const inFlight = { now: 0, max: 0 };
vi.mock("@node-rs/argon2", () => ({
  hash: async (password: string) => {
    inFlight.now += 1;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight.now -= 1;
    return `hashed:${password}`;
  },
  verify: async () => true,
}));

describe("hashPassword", () => {
  it("never runs more hashes at once than leaves a core free", async () => {
    const { hashPassword } = await import("./passwords");
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => hashPassword(`pw${i}`)));
    expect(results).toHaveLength(12);
    expect(results[11]).toBe("hashed:pw11");
    expect(inFlight.max).toBe(Math.max(1, os.availableParallelism() - 1));
  });
});
