import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { dayOf } from "./time-zone";

describe("dayOf", () => {
  it("writes the day on the calendar of the zone it is given, whatever the machine's zone", () => {
    i18n.activate("en");
    // 20:00 in UTC on July 14 is already July 15 in Kiritimati and still July 14 in Pago Pago.
    expect(dayOf(i18n, "2026-07-14T20:00:00.000Z", "Pacific/Kiritimati")).toBe("July 15, 2026");
    expect(dayOf(i18n, "2026-07-14T20:00:00.000Z", "Pacific/Pago_Pago")).toBe("July 14, 2026");
  });

  it("gives nothing for a missing or unreadable instant", () => {
    expect(dayOf(i18n, undefined, "UTC")).toBeNull();
    expect(dayOf(i18n, "", "UTC")).toBeNull();
    expect(dayOf(i18n, "not a date", "UTC")).toBeNull();
  });
});
