// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router, Switch, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppErrorBoundary } from "./app-error-boundary";

afterEach(() => {
  cleanup();
  document.title = "";
});

function Journal(): never {
  throw new TypeError("entries.map is not a function");
}

/** The app's boundary keyed on the address as App gives it (app.tsx), around a screen that throws. */
function Screens() {
  const [location] = useLocation();
  return (
    <AppErrorBoundary location={location}>
      <Switch>
        <Route path="/journal" component={Journal} />
        <Route>
          <h1>Home</h1>
        </Route>
      </Switch>
    </AppErrorBoundary>
  );
}

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook}>
      <Screens />
    </Router>,
  );
  return memory;
}

describe("the app-wide error screen", () => {
  it("gives way to the screen of the new address after Back, and shows again for a screen that still fails", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      document.title = "Home · Growly";
      const memory = renderAt("/");
      act(() => memory.navigate("/journal"));
      expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();

      act(() => memory.navigate("/"));
      expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
      expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();

      act(() => memory.navigate("/journal"));
      expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    } finally {
      error.mockRestore();
    }
  });

  it("takes the focus to its heading and names itself in the tab's title", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const memory = renderAt("/");
      act(() => memory.navigate("/journal"));
      const heading = screen.getByRole("heading", { name: "Something went wrong" });
      expect(document.activeElement).toBe(heading);
      expect(heading.getAttribute("tabindex")).toBe("-1");
      expect(document.title).toBe("Something went wrong · Growly");
    } finally {
      error.mockRestore();
    }
  });
});
