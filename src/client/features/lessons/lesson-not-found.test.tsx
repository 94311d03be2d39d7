// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LessonNotFound } from "./lesson-not-found";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderNotFound = () => render(<Router hook={memoryLocation({ path: "/lessons/1/lesson/9/old" }).hook}><LessonNotFound /></Router>);

describe("a lesson that does not open", () => {
  it("online: says it could not be found and leads home", () => {
    renderNotFound();
    expect(screen.getByRole("heading", { name: "Lesson Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it("offline: says it is not kept on this phone and needs a connection, not that it was removed", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderNotFound();
    expect(screen.getByRole("heading", { name: "Not available offline" })).toBeTruthy();
    expect(screen.getByText(/You're offline\. This needs a connection/)).toBeTruthy();
    expect(screen.queryByText(/may have been removed/)).toBeNull();
    // Back online, the usual words return.
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(screen.getByRole("heading", { name: "Lesson Not Found" })).toBeTruthy();
  });
});
