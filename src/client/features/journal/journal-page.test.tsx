// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastText } from "@shared/messages";
import type { JournalEntry } from "@shared/schemas/journal";
import type { TodayMood } from "@shared/schemas/mood";
import { notify, notifyFailure } from "../../components/ui/toast";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { JournalPage } from "./journal-page";

vi.mock("../../components/ui/toast", () => ({ notify: vi.fn(), notifyFailure: vi.fn() }));

const user = createUser({ id: 7, timeZone: "UTC" });

function createEntry(overrides: Partial<JournalEntry> & { id: number }): JournalEntry {
  return {
    lessonId: null,
    lessonTitle: `Entry ${overrides.id}`,
    feeling: "Calm",
    improvementNotes: null,
    createdAt: "2026-11-20T08:00:00.000Z",
    updatedAt: overrides.createdAt ?? "2026-11-20T08:00:00.000Z",
    ...overrides,
  };
}

// The server lists newest first; the screen keeps that order.
const newest = createEntry({
  id: 2,
  lessonId: 3,
  lessonTitle: "Validating Emotional Moments",
  feeling: "😌 Calmer",
  improvementNotes: "Say what I see first.",
  createdAt: "2026-11-22T21:05:00.000Z",
});
const older = createEntry({ id: 1, lessonTitle: "A hard morning", feeling: "Tired", createdAt: "2026-11-02T07:30:00.000Z" });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the journal and mood calls like the server, keeping the entries in memory; records every write. */
function stubJournalApi({ entries, mood = null, fail }: { entries: JournalEntry[]; mood?: TodayMood["mood"]; fail?: string }) {
  let stored = [...entries];
  const writes: Call[] = [];
  let listHeld: Promise<void> | null = null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (method === "GET" && path === "/api/user/7/mood") return json({ day: "2026-11-22", mood });
    if (method === "GET" && path === "/api/journal") {
      if (listHeld) await listHeld;
      return json(stored);
    }
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    writes.push({ method, path, body });
    if (fail === method) return json({ message: "Journal entry not found" }, 404);
    const id = Number(path.split("/").at(-1));
    if (method === "POST") {
      const entry = createEntry({ id: 99, ...body, createdAt: "2026-11-22T22:00:00.000Z" });
      stored = [entry, ...stored];
      return json({ ...entry, newAchievements: [] }, 201);
    }
    if (method === "PATCH") {
      stored = stored.map((entry) => (entry.id === id ? { ...entry, ...body, improvementNotes: body.improvementNotes || null, updatedAt: "2026-11-22T23:10:00.000Z" } : entry));
      return json(stored.find((entry) => entry.id === id));
    }
    if (method === "DELETE") {
      stored = stored.filter((entry) => entry.id !== id);
      return new Response(null, { status: 204 });
    }
    return json({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    writes,
    /** Holds the next list answers until `release` is called. */
    holdList: () => {
      let release = () => undefined as void;
      listHeld = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
  };
}

const renderJournal = () => renderSignedIn(<JournalPage />, { user, path: "/journal" });
const entryList = () => within(screen.getByRole("navigation", { name: "Journal entries" }));
const listTitles = () => entryList().getAllByRole("button").map((button) => button.querySelector("span")?.textContent);

beforeEach(() => {
  vi.mocked(notify).mockClear();
  vi.mocked(notifyFailure).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("journal screen", () => {
  it("says Loading your journal... until the entries arrive", async () => {
    const api = stubJournalApi({ entries: [newest] });
    const release = api.holdList();
    renderJournal();
    expect(await screen.findByText("Loading your journal...")).toBeTruthy();
    release();
    await screen.findByText("Validating Emotional Moments");
    expect(screen.queryByText("Loading your journal...")).toBeNull();
  });

  it("lists entries newest first with title, feeling and the long en-US date, and shows the placeholder until one is picked", async () => {
    stubJournalApi({ entries: [newest, older] });
    renderJournal();
    await screen.findByText("Validating Emotional Moments");

    expect(listTitles()).toEqual(["Validating Emotional Moments", "A hard morning"]);
    const first = entryList().getAllByRole("button")[0]!;
    expect(first.textContent).toContain("😌 Calmer");
    expect(first.textContent).toContain("November 22, 2026 at 9:05 PM");
    expect(entryList().getAllByRole("button")[1]!.textContent).toContain("November 2, 2026 at 7:30 AM");

    expect(screen.getByRole("heading", { name: "Select a Journal Entry" })).toBeTruthy();
    expect(screen.getByText("Choose an entry from the left to see details")).toBeTruthy();

    fireEvent.click(entryList().getByRole("button", { name: /A hard morning/ }));
    expect(screen.queryByText("Select a Journal Entry")).toBeNull();
    const details = within(screen.getByRole("region", { name: "Journal entry" }));
    expect(details.getByRole("heading", { name: "A hard morning" })).toBeTruthy();
    expect(details.getByText("Tired")).toBeTruthy();
    expect(details.getByText("No notes written for this entry.")).toBeTruthy();
    expect(entryList().getByRole("button", { name: /A hard morning/ }).getAttribute("aria-current")).toBe("true");
  });

  it("takes the parent back to the list from an entry", async () => {
    stubJournalApi({ entries: [newest, older] });
    renderJournal();
    fireEvent.click(await screen.findByRole("button", { name: /Validating Emotional Moments/ }));
    expect(screen.getByText("Say what I see first.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to list" }));
    expect(screen.getByText("Select a Journal Entry")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Back to list" })).toBeNull();
  });

  it("invites the first reflection when the journal is empty, and opens the New Entry form", async () => {
    stubJournalApi({ entries: [] });
    renderJournal();
    expect(await screen.findByRole("heading", { name: "Your journal is waiting" })).toBeTruthy();
    expect(screen.queryByText("Select a Journal Entry")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Write your first entry" }));
    expect(screen.getByRole("heading", { name: "New Entry" })).toBeTruthy();
  });

  it("shows today's mood from the home mood row", async () => {
    stubJournalApi({ entries: [newest], mood: "worried" });
    renderJournal();
    expect(await screen.findByText("Today you're feeling worried.")).toBeTruthy();
  });

  it("gently points to Home when no mood is picked today", async () => {
    stubJournalApi({ entries: [newest], mood: null });
    renderJournal();
    const link = await screen.findByRole("link", { name: "Pick a mood on Home" });
    expect(link.getAttribute("href")).toBe("/");
    expect(screen.queryByText(/Today you're feeling/)).toBeNull();
  });
});

describe("writing, editing and deleting entries", () => {
  it("refuses an entry without a title or a feeling, and sends nothing", async () => {
    const api = stubJournalApi({ entries: [newest] });
    renderJournal();
    fireEvent.click(await screen.findByRole("button", { name: "New Entry" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    expect(await screen.findByText("Please give your entry a title")).toBeTruthy();
    expect(screen.getByText("Please choose how you feel")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(api.writes).toEqual([]);
  });

  it("writes a new entry with no lesson, shows it first in the list and opens it", async () => {
    const api = stubJournalApi({ entries: [newest] });
    renderJournal();
    fireEvent.click(await screen.findByRole("button", { name: "New Entry" }));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "  Bedtime went well " } });
    fireEvent.click(screen.getByLabelText("Proud"));
    fireEvent.change(screen.getByLabelText("Notes"), { target: { value: "Two stories, then lights out." } });
    fireEvent.click(screen.getByRole("button", { name: "Save Entry" }));

    await waitFor(() => expect(listTitles()).toEqual(["Bedtime went well", "Validating Emotional Moments"]));
    expect(api.writes).toEqual([
      { method: "POST", path: "/api/journal", body: { lessonId: null, lessonTitle: "Bedtime went well", feeling: "Proud", improvementNotes: "Two stories, then lights out." } },
    ]);
    expect(notify).toHaveBeenCalledWith(toastText.journalEntrySaved);
    expect(await screen.findByRole("heading", { name: "Bedtime went well", level: 2 })).toBeTruthy();
  });

  it("edits an entry with its current values filled in, keeping a lesson's own feeling as a choice", async () => {
    const api = stubJournalApi({ entries: [newest, older] });
    renderJournal();
    fireEvent.click(await screen.findByRole("button", { name: /Validating Emotional Moments/ }));
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));

    expect(screen.getByRole("heading", { name: "Edit Entry" })).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Validating Emotional Moments");
    expect((screen.getByLabelText("😌 Calmer") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Notes") as HTMLTextAreaElement).value).toBe("Say what I see first.");

    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    expect(await screen.findByText("Please give your entry a title")).toBeTruthy();
    expect(api.writes).toEqual([]);

    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Naming feelings" } });
    fireEvent.click(screen.getByLabelText("Hopeful"));
    fireEvent.change(screen.getByLabelText("Notes"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Entry" }));

    await waitFor(() => expect(listTitles()).toEqual(["Naming feelings", "A hard morning"]));
    expect(api.writes).toEqual([{ method: "PATCH", path: "/api/journal/2", body: { lessonTitle: "Naming feelings", feeling: "Hopeful", improvementNotes: "" } }]);
    expect(notify).toHaveBeenCalledWith(toastText.journalEntryUpdated);
    const details = within(screen.getByRole("region", { name: "Journal entry" }));
    expect(await details.findByRole("heading", { name: "Naming feelings" })).toBeTruthy();
    expect(details.getByText("November 22, 2026 at 11:10 PM")).toBeTruthy();
  });

  it("shows the spec's Save Failed toast when an edit is refused, and stays on the form", async () => {
    stubJournalApi({ entries: [older], fail: "PATCH" });
    renderJournal();
    fireEvent.click(await screen.findByRole("button", { name: /A hard morning/ }));
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Entry" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(toastText.reflectionFailure));
    expect(screen.getByRole("heading", { name: "Edit Entry" })).toBeTruthy();
  });

  it("deletes only after confirming in a dialog, and the entry leaves the list", async () => {
    const api = stubJournalApi({ entries: [newest, older] });
    renderJournal();
    fireEvent.click(await screen.findByRole("button", { name: /A hard morning/ }));

    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this entry?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep Entry" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.writes).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete Entry" }));
    await waitFor(() => expect(listTitles()).toEqual(["Validating Emotional Moments"]));
    expect(api.writes).toEqual([{ method: "DELETE", path: "/api/journal/1", body: undefined }]);
    expect(notify).toHaveBeenCalledWith(toastText.journalEntryDeleted);
    expect(screen.getByText("Select a Journal Entry")).toBeTruthy();
  });

  it("keeps the entry and says so when a delete fails", async () => {
    stubJournalApi({ entries: [older], fail: "DELETE" });
    renderJournal();
    fireEvent.click(await screen.findByRole("button", { name: /A hard morning/ }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete Entry" }));
    await waitFor(() => expect(notifyFailure).toHaveBeenCalledWith(toastText.journalDeleteFailure, expect.objectContaining({ message: "404: Journal entry not found" })));
    expect(listTitles()).toEqual(["A hard morning"]);
  });
});
