import { RateLimitRefused } from "./rate-limit";

/**
 * Sign-ins, registrations and resets one address may have in progress at once on this instance. The next is refused
 * at once with 429 before any database or hashing work: a burst from one address then costs almost nothing, and never
 * stalls everybody else's requests (docs/benchmarks.md#a-burst-from-one-address). A family behind one router signs in
 * a few at a time at most; it is per instance, a guard against load, not a limit (those live in the database).
 */
export const MAX_IN_FLIGHT_PER_ADDRESS = 4;

/** How requests keyed by address are counted while in progress. One per app instance. */
export class InFlightGate {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly max = MAX_IN_FLIGHT_PER_ADDRESS) {}

  /** Runs `work` unless `key` already has `max` requests in progress; then refuses with 429 (limit `inFlightPerAddress`). */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.inFlight.get(key) ?? 0;
    if (current >= this.max) throw new RateLimitRefused(1, ["inFlightPerAddress"]);
    this.inFlight.set(key, current + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    }
  }
}
