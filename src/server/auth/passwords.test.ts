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

describe("the hashing queue", () => {
  it("refuses hashes beyond the queue at once with 503 and Retry-After, and still runs the queued ones", async () => {
    const { hashPassword, MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES } = await import("./passwords");
    const { HttpError } = await import("../http/errors");
    const room = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES;
    const settled = await Promise.allSettled(Array.from({ length: room + 5 }, (_, i) => hashPassword(`pw${i}`)));

    const refused = settled.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(5);
    for (const result of refused) {
      const error = (result as PromiseRejectedResult).reason as InstanceType<typeof HttpError>;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.statusCode).toBe(503);
      expect(Number(error.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The ones that fitted were all hashed, the last refused ones were the latest to arrive.
    expect(settled.slice(0, room).every((result) => result.status === "fulfilled")).toBe(true);
    // Once drained, the queue takes work again.
    expect(await hashPassword("after")).toBe("hashed:after");
  });
});

describe("turns in the hashing queue", () => {
  it("serves another account's hash next, not after a burst against one account", async () => {
    const { hashPassword, MAX_CONCURRENT_HASHES, MAX_WAITING_PER_SOURCE } = await import("./passwords");
    const finished: string[] = [];
    const track = (name: string, key: string) => hashPassword(name, key).then(() => finished.push(name));
    const burst = Array.from({ length: MAX_WAITING_PER_SOURCE + MAX_CONCURRENT_HASHES }, (_, i) => track(`burst${i}`, "login:account:victim"));
    const other = track("other", "login:account:other");
    await Promise.all([...burst, other]);

    // Only the hashes already running, and at most one queued before it, finish first.
    expect(finished.indexOf("other")).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES + 1);
    expect(finished).toHaveLength(MAX_WAITING_PER_SOURCE + MAX_CONCURRENT_HASHES + 1);
  });

  it("gives one source (an account, an address) a share of the queue: beyond it, 503 at once while others still queue", async () => {
    const { hashPassword, MAX_CONCURRENT_HASHES, MAX_WAITING_PER_SOURCE, MAX_WAITING_HASHES } = await import("./passwords");
    expect(MAX_WAITING_PER_SOURCE).toBeLessThan(MAX_WAITING_HASHES);
    const fromOneAddress = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_PER_SOURCE + 3 }, (_, i) =>
      hashPassword(`burst${i}`, `login:account:someone-${i}`, ["login:ip:10.9.9.9"]),
    );
    const bystander = hashPassword("bystander", "login:account:bystander", ["login:ip:10.1.1.1"]);
    const settled = await Promise.allSettled(fromOneAddress);
    const refused = settled.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(3);
    for (const result of refused) expect(((result as PromiseRejectedResult).reason as { statusCode: number }).statusCode).toBe(503);
    expect(await bystander).toBe("hashed:bystander");
    // Once its waiters ran, the source queues again.
    expect(await hashPassword("later", "login:account:someone-0", ["login:ip:10.9.9.9"])).toBe("hashed:later");
  });
});
