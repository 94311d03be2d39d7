// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import packageJson from "../../../../package.json";
import { HELP_MENU, HELP_TOPICS, SUPPORT_EMAIL, helpTopicBySlug } from "../../lib/help-content";
import { HelpPage } from "./help-page";

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/help/:slug" component={HelpPage} />
    </Router>,
  );
  return location;
}

const pageText = () => document.body.textContent ?? "";

afterEach(cleanup);

describe("help pages", () => {
  it.each(HELP_TOPICS.map((topic) => [topic.slug, topic] as const))("renders /help/%s with its title, summary and text", (slug, topic) => {
    renderAt(`/help/${slug}`);
    expect(screen.getByRole("heading", { level: 1, name: topic.title })).toBeTruthy();
    expect(screen.getByText(topic.summary)).toBeTruthy();
    expect(document.title).toBe(`${topic.title} · Growly`);
    for (const section of topic.sections) {
      if (section.heading) expect(screen.getByRole("heading", { level: 2, name: section.heading })).toBeTruthy();
      // The version lines hold the app's version as {version}.
      for (const paragraph of section.paragraphs ?? []) expect(screen.getByText(paragraph.replace("{version}", packageJson.version))).toBeTruthy();
      for (const item of section.items ?? []) expect(screen.getByText(item)).toBeTruthy();
    }
    // Every other dialog entry is one click away.
    const more = within(screen.getByRole("navigation", { name: "More help" }));
    expect(more.getAllByRole("link").map((link) => link.textContent)).toEqual(
      [...HELP_MENU.filter((other) => other.slug !== slug).map((other) => other.title), "Back to Home"],
    );
  });

  it("lists the spec's Help and Support entries in order, plus About for the footer", () => {
    expect(HELP_MENU.map((topic) => topic.title)).toEqual([
      "FAQ", "Contact Support", "User Guide", "Privacy Policy", "App Version and Info", "Terms of Service", "Credits", "Troubleshooting Tips",
    ]);
    expect(new Set(HELP_TOPICS.map((topic) => topic.slug)).size).toBe(HELP_TOPICS.length);
    expect(helpTopicBySlug("about")?.title).toBe("About Growly");
  });

  it("answers 6 to 8 questions in the FAQ, covering lessons, XP, streaks, locks, the journal and data", () => {
    const questions = helpTopicBySlug("faq")!.sections.map((section) => section.heading ?? "");
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
    for (const subject of [/lesson/i, /XP/, /streak/i, /locked/i, /Journal/, /delete my account|see what I write/i]) {
      expect(questions.some((question) => subject.test(question))).toBe(true);
    }
  });

  it("shows the version from package.json", () => {
    renderAt("/help/app-version-and-info");
    expect(screen.getByText(`Growly version ${packageJson.version}`)).toBeTruthy();
  });

  it("gives a working email link on Contact Support", () => {
    renderAt("/help/contact-support");
    expect(SUPPORT_EMAIL).toMatch(/^[a-z]+@growly\.app$/);
    expect(screen.getByRole("link", { name: `Email ${SUPPORT_EMAIL}` }).getAttribute("href")).toBe(`mailto:${SUPPORT_EMAIL}`);
  });

  it("names every kind of data the app keeps and how to erase it in the privacy policy", () => {
    renderAt("/help/privacy-policy");
    const text = pageText();
    for (const kept of ["username, email address", "password", "birth month", "first name or nickname", "sees the other's username", "country for Get help now", "lessons and stories you completed", "mood", "Journal", "favourite lessons", "settings", "time zone", "plan", "cookie"]) {
      expect(text).toContain(kept);
    }
    expect(text).toContain("Profile, Edit Profile, Delete Account");
  });

  it("shows Page Not Found for an unknown help page", () => {
    renderAt("/help/nothing-here");
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });

  it("opens the next page from the More help links", async () => {
    const location = renderAt("/help/faq");
    fireEvent.click(screen.getByRole("link", { name: "Credits" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/help/credits"));
  });
});
