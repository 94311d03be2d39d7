// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREEN_ID } from "@shared/lesson-paths";
import { FIRST_SCREEN_LIMIT_MS, useFirstScreenRelease, useHoldFirstScreen } from "./first-screen";

function Loading({ label }: { label: string }) {
  useHoldFirstScreen();
  return <p role="status">{label}</p>;
}

/** An app that shows the loading states it is given, one after the other, then its own screen. */
let step: (next: number) => void = () => {};
function App({ loaders }: { loaders: number }) {
  useFirstScreenRelease();
  const [shown, setShown] = useState(0);
  step = setShown;
  return shown < loaders ? <Loading key={shown} label={`loading ${shown}`} /> : <h1>The lesson</h1>;
}

const drawing = () => document.getElementById(FIRST_SCREEN_ID);
/** Lets the check queued after a commit run. */
const settle = () => act(async () => {});

beforeEach(() => {
  const element = document.createElement("div");
  element.id = FIRST_SCREEN_ID;
  element.setAttribute("inert", "");
  document.body.append(element);
});
afterEach(() => {
  cleanup();
  drawing()?.remove();
  vi.useRealTimers();
});

describe("the lesson's first screen drawn by the server", () => {
  it("stays while the app shows loading states, one giving way to the next, and goes when the app draws its own screen", async () => {
    render(<App loaders={3} />);
    await settle();
    expect(drawing()).not.toBeNull();
    act(() => step(1));
    await settle();
    expect(drawing()).not.toBeNull();
    act(() => step(2));
    await settle();
    expect(drawing()).not.toBeNull();
    act(() => step(3));
    await settle();
    expect(drawing()).toBeNull();
  });

  it("goes at once when the app's first screen is not a loading state", async () => {
    render(<App loaders={0} />);
    await settle();
    expect(drawing()).toBeNull();
  });

  it("goes at the limit over an app that is still loading", async () => {
    vi.useFakeTimers();
    render(<App loaders={1} />);
    await settle();
    act(() => vi.advanceTimersByTime(FIRST_SCREEN_LIMIT_MS - 1));
    expect(drawing()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(drawing()).toBeNull();
  });
});
