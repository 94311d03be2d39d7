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
    await (await openOfflineDb()).put("places", { id: placeId(userId, lessonId), userId, lessonId, state, at });
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
