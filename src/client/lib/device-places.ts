import { reads } from "@shared/api/reads";
import { type DevicePlaceRecord, openOfflineDb } from "./outbox";

/**
 * Each lesson's place as this device last had it, kept in the offline store as it changes so that a reload with no
 * connection loses nothing (docs/lesson-players.md#the-place-kept-on-the-device). Every call is best effort: without
 * IndexedDB (some private windows) the place still goes to the server as before.
 */
const placeId = (userId: number, lessonId: number) => `${userId}:${lessonId}`;

export type DevicePlace = DevicePlaceRecord;

export async function readDevicePlace(userId: number, lessonId: number): Promise<DevicePlace | null> {
  try {
    return (await (await openOfflineDb()).get("places", placeId(userId, lessonId))) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the place the parent has just reached, stamped with now. */
export async function keepDevicePlace(
  userId: number,
  lessonId: number,
  state: unknown,
  at = Date.now(),
): Promise<void> {
  try {
    await (await openOfflineDb()).put("places", { id: placeId(userId, lessonId), userId, lessonId, state, at, unsent: true });
  } catch {
    // No offline store: the server copy is all there is.
  }
}

/** Keeps a lesson finished here whose completion waits in the outbox under `key`. */
export async function keepFinishedOnDevice(
  userId: number,
  lessonId: number,
  finished: { key: string; score: number; summary: unknown },
): Promise<void> {
  try {
    await (
      await openOfflineDb()
    ).put("places", {
      id: placeId(userId, lessonId),
      userId,
      lessonId,
      state: null,
      at: Date.now(),
      finished,
    });
  } catch {
    // As above.
  }
}

export async function forgetDevicePlace(userId: number, lessonId: number): Promise<void> {
  try {
    await (await openOfflineDb()).delete("places", placeId(userId, lessonId));
  } catch {
    // As above.
  }
}

/** The lessons this parent has a place in on this device (started, not finished). */
export async function lessonsStartedOnDevice(userId: number): Promise<Set<number>> {
  try {
    const all = await (await openOfflineDb()).getAllFromIndex("places", "byUser", userId);
    return new Set(all.filter((place) => !place.finished && place.state !== null).map((place) => place.lessonId));
  } catch {
    return new Set();
  }
}

/** The lessons whose frame is open on this page (features/lessons/api/attempt.ts): their saver sends their place. */
export const lessonsOpenHere = new Set<number>();

/** The server has this place (the same state): it is no longer waiting for a connection. */
export async function markPlaceSent(userId: number, lessonId: number, state: unknown): Promise<void> {
  try {
    const db = await openOfflineDb();
    const place = await db.get("places", placeId(userId, lessonId));
    if (!place?.unsent || JSON.stringify(place.state) !== JSON.stringify(state)) return;
    await db.put("places", { ...place, unsent: false });
  } catch {
    // As above.
  }
}

/** PUT a lesson's place to the server: the one request the lesson's saver and the reconnect's sync both send. */
export function putPlace(path: string, state: unknown, keepalive = false): Promise<Response> {
  return fetch(path, {
    method: "PUT",
    credentials: "include",
    keepalive,
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ state }),
  });
}

/**
 * Sends every place kept on this device that the server has not confirmed (a lesson left, or reloaded, with no
 * connection, then closed before it came back): at start and on each reconnect (data/offline-sync.ts). A lesson open
 * on this page is left to its own saver, which sends its newest place itself; a place the server refuses (4xx) is not
 * sent again. Stops at the first request the network refuses.
 */
export async function sendUnsentPlaces(userId: number): Promise<void> {
  let places: DevicePlaceRecord[];
  try {
    places = await (await openOfflineDb()).getAllFromIndex("places", "byUser", userId);
  } catch {
    return;
  }
  for (const place of places) {
    if (!place.unsent || place.finished || place.state === null || lessonsOpenHere.has(place.lessonId)) continue;
    let response: Response;
    try {
      response = await putPlace(reads.attempt(userId, place.lessonId).path, place.state);
    } catch {
      return;
    }
    if (response.status < 500) await markPlaceSent(userId, place.lessonId, place.state);
  }
}
