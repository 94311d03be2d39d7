// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FeedbackSheet } from "../players/feedback-sheet";
import { ChoiceGroup } from "../players/activities/activity-parts";
import { NOT_READ_ALOUD, PROGRESS_COUNT, readableParts } from "../lib/readable-parts";
import { ListenControls } from "./listen-controls";

interface FakeUtterance {
  text: string;
  lang: string;
  rate: number;
  voice: SpeechSynthesisVoice | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
}

/** The device's speech synthesis as a test sees it: voices to offer, and every utterance asked for. */
function installSpeech(voices: Partial<SpeechSynthesisVoice>[]) {
  const spoken: FakeUtterance[] = [];
  const synth = {
    cancel: vi.fn(),
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    getVoices: () => voices as SpeechSynthesisVoice[],
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      lang = "";
      rate = 1;
      voice = null;
      onend = null;
      onerror = null;
      constructor(public text: string) {}
    },
  );
  return {
    synth,
    spoken,
    texts: () => spoken.map((utterance) => utterance.text),
    finishLast: () => act(() => spoken.at(-1)!.onend?.()),
  };
}

const EN_LOCAL = { lang: "en-US", localService: true, name: "Samantha", default: true };
const EN_NETWORK = { lang: "en-US", localService: false, name: "Google US English", default: false };

/** A lesson screen as a player draws it: a card, a question with lettered options, feedback after the answer. */
function Screen({ on = true, language = "en", held = false }: { on?: boolean; language?: string; held?: boolean }) {
  const region = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [sheet, setSheet] = useState(false);
  return (
    <>
      <ListenControls region={region} language={language} on={on} rate={1} held={held} />
      <div ref={region}>
        <p {...PROGRESS_COUNT}>1 of 5</p>
        <h2>Meet Pip</h2>
        <p>Pip drops the banana.</p>
        <p {...NOT_READ_ALOUD}>My own note about Pip</p>
        <textarea aria-label="Notes" defaultValue="Private words" />
        <h3 id="question">What helps?</h3>
        <ChoiceGroup
          labelledBy="question"
          options={["Name the feeling", "Say it is fine"]}
          selected={picked}
          onSelect={(index) => {
            setPicked(index);
            setSheet(true);
          }}
          locked={picked !== null}
        />
        <button type="button">Next</button>
      </div>
      <FeedbackSheet open={sheet} heading="Correct" tone="right" actionLabel="Continue" onAction={() => setSheet(false)}>
        <p>Naming it helps Pip calm down.</p>
      </FeedbackSheet>
    </>
  );
}

beforeEach(() => {
  document.body.innerHTML = "";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("readableParts", () => {
  it("reads headings, paragraphs and options with their letters in order, never controls, fields or the parent's own words", () => {
    document.body.innerHTML = `
      <section>
        <p data-read="count">1 of 5</p>
        <h2>Meet Pip <span data-read="count">(2 of 5)</span></h2><p>Pip <strong>drops</strong> the banana.</p>
        <div data-read="skip"><p>My journal</p></div>
        <textarea>Private</textarea>
        <ul aria-label="choices">
          <li><button aria-pressed="false"><span aria-hidden="true" data-answer-letter="">A</span><span>Hug</span></button></li>
          <li><button aria-pressed="false"><span aria-hidden="true" data-answer-letter="">B</span><span>Wait</span></button></li>
        </ul>
        <fieldset><legend>What would you do?</legend><button aria-pressed="false">Sit close</button><button aria-pressed="false">Walk off</button></fieldset>
        <button>Next</button>
        <div role="status"><p>Best choice</p></div>
      </section>`;
    const parts = readableParts([document.querySelector("section")!], (letter, text) => `Option ${letter}: ${text}`);
    expect(parts.map((part) => [part.kind, part.text])).toEqual([
      ["text", "Meet Pip"],
      ["text", "Pip drops the banana."],
      ["option", "Option A: Hug"],
      ["option", "Option B: Wait"],
      ["text", "What would you do?"],
      ["option", "Option A: Sit close"],
      ["option", "Option B: Walk off"],
      ["feedback", "Best choice"],
    ]);
  });
});

describe("ListenControls", () => {
  it("reads the first card, its options with their letters, then the feedback after an answer, in the lesson's language", async () => {
    const speech = installSpeech([EN_NETWORK, EN_LOCAL]);
    render(<Screen />);
    await waitFor(() => expect(speech.texts()).toEqual(["Meet Pip"]));
    expect(speech.spoken[0]).toMatchObject({ lang: "en", voice: EN_LOCAL });
    // The part being read is marked.
    expect(screen.getByRole("heading", { name: "Meet Pip" }).hasAttribute("data-reading")).toBe(true);
    speech.finishLast();
    expect(screen.getByText("Pip drops the banana.").hasAttribute("data-reading")).toBe(true);
    speech.finishLast();
    speech.finishLast();
    expect(speech.texts()).toEqual(["Meet Pip", "Pip drops the banana.", "What helps?", "Option A: Name the feeling"]);
    fireEvent.click(screen.getByRole("radio", { name: "Name the feeling" }));
    await waitFor(() => expect(speech.texts().at(-1)).toBe("Correct"));
    speech.finishLast();
    expect(speech.texts().at(-1)).toBe("Naming it helps Pip calm down.");
    expect(speech.texts().join(" ")).not.toMatch(/My own note|Private words|Next|Continue/);
  });

  it("stops speaking on pause and goes on from the same part on play; next skips to the next part", async () => {
    const speech = installSpeech([EN_LOCAL]);
    render(<Screen />);
    await waitFor(() => expect(speech.texts()).toEqual(["Meet Pip"]));
    const cancels = speech.synth.cancel.mock.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(speech.synth.cancel.mock.calls.length).toBeGreaterThan(cancels);
    speech.finishLast();
    expect(speech.texts()).toEqual(["Meet Pip"]);
    expect(screen.getByText("Paused")).toBeTruthy();
    const toggle = screen.getByRole("button", { name: "Resume" });
    fireEvent.click(toggle);
    // The same button, its label changed: focus stays on it.
    expect(screen.getByRole("button", { name: "Pause" })).toBe(toggle);
    expect(speech.texts()).toEqual(["Meet Pip", "Meet Pip"]);
    fireEvent.click(screen.getByRole("button", { name: "Next part" }));
    expect(speech.texts().at(-1)).toBe("Pip drops the banana.");
  });

  it("says when the screen has been read to the end, reads it again on Read again, and reads the next card by itself", async () => {
    const speech = installSpeech([EN_LOCAL]);
    render(<Screen />);
    await waitFor(() => expect(speech.texts()).toEqual(["Meet Pip"]));
    expect(screen.getByText("Reading aloud")).toBeTruthy();
    for (let part = 0; part < 5; part += 1) speech.finishLast();
    expect(speech.texts().at(-1)).toBe("Option B: Say it is fine");
    expect(speech.texts().join(" ")).not.toContain("1 of 5");
    expect(screen.getByText("Finished reading")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Read again" }));
    expect(speech.texts().at(-1)).toBe("Meet Pip");
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(screen.getByText("Reading aloud")).toBeTruthy();
    // Waiting at the end, an answer's feedback is read when it opens.
    for (let part = 0; part < 5; part += 1) speech.finishLast();
    expect(screen.getByRole("button", { name: "Read again" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Name the feeling" }));
    await waitFor(() => expect(speech.texts().at(-1)).toBe("Correct"));
    speech.finishLast();
    speech.finishLast();
    // Read again after the feedback reads the screen from its top, not only the feedback.
    await waitFor(() => expect(document.querySelector("[data-listen-status]")?.textContent).toBe("Finished reading"));
    const heard = speech.texts().length;
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[aria-label="Read again"]')!);
    expect(speech.texts()[heard]).toBe("Meet Pip");
    // (The feedback sheet is modal: the top bar's controls are behind it.)
    await waitFor(() => expect(document.querySelector("[data-listen-status]")?.textContent).toBe("Reading aloud"));
  });

  it("pauses while something covers the lesson (the leave question), and goes on only when the parent presses Resume", async () => {
    const speech = installSpeech([EN_LOCAL]);
    const { rerender } = render(<Screen />);
    await waitFor(() => expect(speech.texts()).toEqual(["Meet Pip"]));
    const cancels = speech.synth.cancel.mock.calls.length;
    rerender(<Screen held />);
    expect(speech.synth.cancel.mock.calls.length).toBeGreaterThan(cancels);
    expect(screen.getByRole("button", { name: "Resume" })).toBeTruthy();
    rerender(<Screen />);
    expect(speech.texts()).toEqual(["Meet Pip"]);
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    expect(speech.texts()).toEqual(["Meet Pip", "Meet Pip"]);
  });

  it("stops speaking when the tab is hidden and when the lesson is left", async () => {
    const speech = installSpeech([EN_LOCAL]);
    const { unmount } = render(<Screen />);
    await waitFor(() => expect(speech.texts()).toEqual(["Meet Pip"]));
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    hidden.mockRestore();
    expect(screen.getByRole("button", { name: "Resume" })).toBeTruthy();
    const cancels = speech.synth.cancel.mock.calls.length;
    unmount();
    expect(speech.synth.cancel.mock.calls.length).toBeGreaterThan(cancels);
  });

  it("offers one Listen button while the setting is off, which starts reading and hands focus to Pause", async () => {
    const speech = installSpeech([EN_LOCAL]);
    render(<Screen on={false} />);
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
    expect(speech.spoken).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Listen" }));
    await waitFor(() => expect(speech.texts()).toEqual(["Meet Pip"]));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pause" })));
  });

  it("says plainly when the device has no voice for the language that stays on the device, and speaks nothing", async () => {
    const speech = installSpeech([EN_NETWORK, { lang: "es-ES", localService: true, name: "Mónica", default: false }]);
    render(<Screen />);
    expect(await screen.findByText("This device has no voice for English that stays on the device.")).toBeTruthy();
    expect(speech.spoken).toEqual([]);
  });
});
