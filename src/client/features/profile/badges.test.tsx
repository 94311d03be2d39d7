// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ACHIEVEMENTS } from "@shared/rules/achievements";
import { BadgesList } from "./badges";

afterEach(cleanup);

function badge(title: string) {
  return screen.getByRole("heading", { name: title }).closest("li")!;
}

describe("BadgesList", () => {
  it("lists every achievement: earned ones with their date, the others greyed with how to earn them", () => {
    render(
      <BadgesList
        achievements={["first-lesson", "module-1", "first-journal"]}
        // Noon in London on November 22 is already the 23rd in Kiritimati, the parent's zone.
        dates={{ "first-lesson": "2026-03-04T05:00:00.000Z", "module-1": "2026-11-22T12:00:00.000Z" }}
        timeZone="Pacific/Kiritimati"
      />,
    );
    const region = screen.getByRole("region", { name: "Badges" });
    expect(within(region).getAllByRole("listitem")).toHaveLength(Object.keys(ACHIEVEMENTS).length);
    expect(within(region).getByText(`3 of ${Object.keys(ACHIEVEMENTS).length} earned`)).toBeTruthy();

    const firstStep = badge("First Step");
    expect(firstStep.dataset.earned).toBe("true");
    expect(within(firstStep).getByText("Earned March 4, 2026")).toBeTruthy();
    expect(within(firstStep).getByText("You finished your first lesson.")).toBeTruthy();
    expect(within(badge("Feelings First")).getByText("Earned November 23, 2026")).toBeTruthy();
    // Earned before dates were kept: still earned, without a date.
    expect(within(badge("First Reflection")).getByText("Earned")).toBeTruthy();

    const storyteller = badge("Storyteller");
    expect(storyteller.dataset.earned).toBe("false");
    expect(within(storyteller).getByText("Not earned yet")).toBeTruthy();
    expect(within(storyteller).getByText("Play a practice story to the end.")).toBeTruthy();
    expect(within(storyteller).queryByText(/^Earned/)).toBeNull();
    expect(within(badge("Ten Lessons")).getByText("Finish ten different lessons.")).toBeTruthy();
  });

  it("ignores ids that are not achievements and shows none earned for a new parent", () => {
    render(<BadgesList achievements={["no-such-badge"]} dates={{ "no-such-badge": "2026-01-01T00:00:00.000Z" }} timeZone="UTC" />);
    expect(screen.getByText(`0 of ${Object.keys(ACHIEVEMENTS).length} earned`)).toBeTruthy();
    expect(screen.getAllByText("Not earned yet")).toHaveLength(Object.keys(ACHIEVEMENTS).length);
  });
});
