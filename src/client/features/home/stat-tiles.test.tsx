// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { DailyGoal } from "./stat-tiles";

const user = createUser();
afterEach(cleanup);

describe("the daily goal card", () => {
  it("counts lessons and stories and says so, up to the goal", () => {
    renderSignedIn(<DailyGoal progress={1} target={3} />, { user, path: "/" });
    expect(screen.getByText("1 of 3 lessons or stories")).toBeTruthy();
    expect(screen.getByText("A small lesson or story a day adds up.")).toBeTruthy();
    cleanup();
    renderSignedIn(<DailyGoal progress={0} target={1} />, { user, path: "/" });
    expect(screen.getByText("0 of 1 lesson or story")).toBeTruthy();
  });

  it("tells a parent on a few days a week (the weekend rhythm) their own line, not one of every day", () => {
    renderSignedIn(<DailyGoal progress={0} target={2} rhythm={3} />, { user, path: "/" });
    expect(screen.getByText("A few lessons or stories on 3 days a week add up. The other days are rest days.")).toBeTruthy();
    expect(screen.queryByText("A small lesson or story a day adds up.")).toBeNull();
  });

  it("shows the count itself past the goal, the bar full", () => {
    renderSignedIn(<DailyGoal progress={4} target={3} />, { user, path: "/" });
    expect(screen.getByText("4 today, goal 3")).toBeTruthy();
    expect(screen.getByText("Goal reached for today. Lovely work!")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Daily goal progress" }).getAttribute("aria-valuenow")).toBe("3");
  });
});
