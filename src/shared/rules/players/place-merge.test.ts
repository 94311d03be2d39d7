import { describe, expect, it } from "vitest";
import { newerPlace, placeTime } from "./place-merge";

const at = (iso: string) => Date.parse(iso);

describe("newerPlace: the device's place and the server's, merged by time", () => {
  it("takes the device's place when it changed after the server's (taps made offline)", () => {
    const device = { state: { page: 3 }, at: at("2026-11-26T10:05:00Z") };
    const server = { state: { page: 1 }, at: at("2026-11-26T10:00:00Z") };
    expect(newerPlace(device, server)).toEqual({ source: "device", state: { page: 3 } });
  });

  it("takes the server's place when it changed later (the lesson moved on another device)", () => {
    const device = { state: { page: 3 }, at: at("2026-11-26T10:05:00Z") };
    const server = { state: { page: 4 }, at: at("2026-11-26T10:06:00Z") };
    expect(newerPlace(device, server)).toEqual({ source: "server", state: { page: 4 } });
  });

  it("takes the server's on a tie, and whichever exists when only one does", () => {
    const same = at("2026-11-26T10:05:00Z");
    expect(newerPlace({ state: "device", at: same }, { state: "server", at: same }).source).toBe("server");
    expect(newerPlace({ state: "device", at: same }, null)).toEqual({ source: "device", state: "device" });
    expect(newerPlace(null, { state: "server", at: same })).toEqual({ source: "server", state: "server" });
    expect(newerPlace(undefined, undefined)).toEqual({ source: "none", state: null });
  });

  it("trusts a device place over a server place whose time cannot be read, and never one with no time of its own", () => {
    expect(newerPlace({ state: "device", at: 5 }, { state: "server", at: Number.NaN }).source).toBe("device");
    expect(newerPlace({ state: "device", at: Number.NaN }, { state: "server", at: 5 }).source).toBe("server");
  });

  it("reads the server's updatedAt", () => {
    expect(placeTime("2026-11-26T10:05:00.000Z")).toBe(at("2026-11-26T10:05:00Z"));
    expect(placeTime(undefined)).toBeNaN();
    expect(placeTime("not a time")).toBeNaN();
  });
});
