import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { type DeviceWord, deviceWord } from "@shared/rules/labels";
import { ApiError, apiRequest } from "./api";
import { announceBadges, badgesIn } from "./badge-news";

/**
 * Writes that must not be lost when the phone has no signal (a finished lesson, a journal entry, a finished story).
 * Each is kept in IndexedDB with its own Idempotency-Key before it is first sent, and resent with the same key until
 * the server answers: the server applies it once however many times it arrives, even when the first send reached it
 * and only the answer was lost.
 */
export type OutboxKind = "lesson" | "journal" | "story";

export interface OutboxItem {
  key: string;
  userId: number;
  kind: OutboxKind;
  method: "POST";
  path: string;
  body: unknown;
  createdAt: number;
}

/** A lesson's place as this device last had it (lib/device-places.ts). */
export interface DevicePlaceRecord {
  /** `${userId}:${lessonId}` */
  id: string;
  userId: number;
  lessonId: number;
  /** The lesson frame's state (the same shape the server keeps), or null once the lesson is finished. */
  state: unknown;
  /** When it last changed on this device (ms). */
  at: number;
  /** Set when the lesson was finished here and its completion waits in the outbox under `key`. */
  finished?: { key: string; score: number; summary: unknown };
  /** Set while the server has not confirmed this place (kept offline): sent on the next connection. */
  unsent?: boolean;
}

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxItem; indexes: { byCreated: number } };
  places: { key: string; value: DevicePlaceRecord; indexes: { byUser: number } };
}

let database: Promise<IDBPDatabase<OutboxDb>> | undefined;
/** The device's offline store: the outbox, and (since version 2) each lesson's place. */
export function openOfflineDb(): Promise<IDBPDatabase<OutboxDb>> {
  database ??= openDB<OutboxDb>("growly-offline", 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore("outbox", { keyPath: "key" }).createIndex("byCreated", "createdAt");
      if (oldVersion < 2) db.createObjectStore("places", { keyPath: "id" }).createIndex("byUser", "userId");
    },
  });
  return database;
}
const openOutbox = openOfflineDb;

/**
 * No answer at all (offline, connection dropped), the server briefly away, or asking to wait (429: too many of the
 * parent's changes at once, src/server/http/write-share.ts): worth sending again later.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.status >= 500 || error.status === 408 || error.status === 409 || error.status === 429;
  }
  return (
    error instanceof TypeError ||
    (error instanceof DOMException && (error.name === "AbortError" || error.name === "TimeoutError"))
  );
}

export type SendOutcome<T> = { state: "sent"; result: T } | { state: "saved-on-device"; key: string };

const listeners = new Set<() => void>();
/** Called after the outbox changes (an item kept or sent). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => {
  for (const listener of listeners) listener();
};

function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends a write now; when there is no connection it stays on this device and answers "saved-on-device". A refusal
 * from the server (4xx) is thrown and nothing is kept.
 */
export async function sendOrKeep<T>(
  userId: number,
  kind: OutboxKind,
  path: string,
  body: unknown,
): Promise<SendOutcome<T>> {
  const item: OutboxItem = { key: newKey(), userId, kind, method: "POST", path, body, createdAt: Date.now() };
  let kept = false;
  try {
    await (await openOutbox()).put("outbox", item);
    kept = true;
  } catch {
    // No IndexedDB (private mode in some browsers): send without a safety net, as before.
  }
  try {
    const result = await apiRequest<T>(item.method, item.path, item.body, { "idempotency-key": item.key });
    if (kept) await (await openOutbox()).delete("outbox", item.key);
    return { state: "sent", result };
  } catch (error) {
    if (kept && isRetryable(error)) {
      changed();
      return { state: "saved-on-device", key: item.key };
    }
    if (kept) await (await openOutbox()).delete("outbox", item.key);
    throw error;
  }
}

/** What waits on this device for the parent, oldest first. */
export async function pendingWrites(userId: number): Promise<OutboxItem[]> {
  try {
    const all = await (await openOutbox()).getAllFromIndex("outbox", "byCreated");
    return all.filter((item) => item.userId === userId);
  } catch {
    return [];
  }
}

let flushing: Promise<number> | undefined;

/**
 * The server's answers to writes this page sent from the outbox, by key, so a screen that said "it will sync" can
 * show what the write earned (XP, streak, badges) once it has gone out. Only this page's syncs are known.
 */
const syncedAnswers = new Map<string, unknown>();
/** The server's answer to a kept write this page has since sent, if it has. */
export const syncedAnswer = (key: string): unknown => syncedAnswers.get(key);

/** Kept writes whose answer a screen on this page waits to show (a celebration), with what it earned. */
const shownOnScreen = new Set<string>();
/** A screen shows the answer to the kept write `key` once it is sent; the returned function stops that. */
export function showsSyncedAnswer(key: string): () => void {
  shownOnScreen.add(key);
  return () => shownOnScreen.delete(key);
}

/**
 * Sends what waits for this parent, oldest first, each with its key. Stops at the first send that gets no answer
 * (still offline); drops a write the server refuses (it can never succeed). Answers how many reached the server.
 */
export function flushOutbox(userId: number): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const item of await pendingWrites(userId)) {
        try {
          const answer = await apiRequest(item.method, item.path, item.body, { "idempotency-key": item.key });
          syncedAnswers.set(item.key, answer);
          // What the write earned is announced, unless a screen here shows it (lib/badge-news.ts).
          if (!shownOnScreen.has(item.key)) announceBadges(userId, badgesIn(answer));
          sent += 1;
        } catch (error) {
          if (isRetryable(error)) break;
        }
        await (await openOutbox()).delete("outbox", item.key);
      }
    } finally {
      flushing = undefined;
      if (sent > 0) changed();
    }
    return sent;
  })();
  return flushing;
}

/** A write kept on this device because it could not be sent yet. */
export interface SavedOnDevice {
  savedOnDevice: true;
  /** The kept write's key, so a screen can tell when it has reached the server. */
  key?: string;
}
export const isSavedOnDevice = (value: unknown): value is SavedOnDevice =>
  typeof value === "object" && value !== null && (value as Partial<SavedOnDevice>).savedOnDevice === true;

/** "phone" on a phone, else "device" (src/shared/rules/labels.ts). */
export function thisDeviceWord(): DeviceWord {
  if (typeof window === "undefined") return "device";
  return deviceWord({
    userAgent: navigator.userAgent,
    coarsePointer: window.matchMedia?.("(pointer: coarse)").matches === true,
    shortSide: Math.min(window.screen?.width ?? 0, window.screen?.height ?? 0),
  });
}

/**
 * What a screen says where it would say "Saving…" when the write waits on the device for a connection, with the
 * device's word (src/shared's deviceWord) as two whole sentences. A catalog id: shown with `i18n._(…)`, or given to
 * notify().
 */
export const savedOnDeviceText = (): string =>
  thisDeviceWord() === "phone" ? /*i18n*/ "Saved on this phone — it will sync" : /*i18n*/ "Saved on this device — it will sync";
/** What it says once that write has reached the parent's account; a catalog id, like savedOnDeviceText. */
export const SYNCED_TEXT = /*i18n*/ "Synced — saved to your account";

/** Whether a kept write still waits on this device. */
export async function isPending(key: string): Promise<boolean> {
  try {
    return (await (await openOutbox()).get("outbox", key)) !== undefined;
  } catch {
    return false;
  }
}

/** sendOrKeep for a mutation: the server's answer, or SavedOnDevice. */
export async function sendOrKeepResult<T>(
  userId: number,
  kind: OutboxKind,
  path: string,
  body: unknown,
): Promise<T | SavedOnDevice> {
  const outcome = await sendOrKeep<T>(userId, kind, path, body);
  return outcome.state === "sent" ? outcome.result : { savedOnDevice: true, key: outcome.key };
}
