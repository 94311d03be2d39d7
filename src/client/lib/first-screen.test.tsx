// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREEN_ID } from "@shared/lesson-paths";
import { FIRST_SCREEN_LIMIT_MS, LAID_OUT_NEAR_WINDOW, useFirstScreenRelease, useHoldFirstScreen } from "./first-screen";

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

describe("the hand-over after the parent has scrolled the drawing", () => {
  /** Laid out by hand (jsdom has no layout): each element's top is its data-top, 40 px tall. */
  function layOut() {
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const top = Number(this.getAttribute("data-top") ?? 0);
      return { top, bottom: top + 40, left: 0, right: 100, width: 100, height: 40, x: 0, y: top } as DOMRect;
    });
    Object.defineProperty(window, "scrollY", { value: 2_000, configurable: true });
    return vi.spyOn(window, "scrollBy").mockImplementation(() => {});
  }
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, "scrollY");
    document.getElementById("root")?.remove();
  });

  function Overview({ tops }: { tops: [number, number, number] }) {
    useFirstScreenRelease();
    return (
      <main>
        <section {...LAID_OUT_NEAR_WINDOW} />
        <h2 data-top={tops[0]}>Big Feelings</h2>
        <button type="button" data-top={tops[1]}>
          Snack Attack
        </button>
        <button type="button" data-top={tops[2]}>
          Snack Attack
        </button>
      </main>
    );
  }
  const renderInRoot = (tops: [number, number, number]) => {
    const root = document.body.appendChild(document.createElement("div"));
    root.id = "root";
    return render(<Overview tops={tops} />, { container: root });
  };

  it("scrolls so that the line at the top of the window stays where it was, though the app's sections above differ", async () => {
    const scrollBy = layOut();
    // The drawing was scrolled past the heading and the first lesson; the second lesson is at the top of the window.
    drawing()!.innerHTML =
      '<main><section data-near-window></section><h2 data-top="-900">Big Feelings</h2><button data-top="-300">Snack Attack</button><button data-top="12">Snack Attack</button></main>';
    // The app's sections above are not laid out yet: the same lesson sits 300 px further up.
    renderInRoot([-1_200, -600, -288]);
    await settle();
    expect(drawing()).toBeNull();
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, -300);
    // The app's part laid out near the window takes the size the drawing's had (40 px here).
    expect(document.querySelector<HTMLElement>("#root section")!.style.containIntrinsicSize).toBe("auto 40px");
  });

  it("leaves the page alone when the app's copy is already in place", async () => {
    const scrollBy = layOut();
    drawing()!.innerHTML =
      '<main><h2 data-top="-900">Big Feelings</h2><button data-top="-300">Snack Attack</button><button data-top="12">Snack Attack</button></main>';
    renderInRoot([-900, -300, 12]);
    await settle();
    expect(drawing()).toBeNull();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
