import { useEffect, useState } from "react";
import { newerPlace, placeTime } from "@shared/rules/players/place-merge";
import { isPending } from "@client/lib/outbox";
import { type DevicePlace, forgetDevicePlace, readDevicePlace } from "@client/lib/device-places";

/** Where a signed-in session starts: the server's saved place, or this device's when it should win. */
export interface ChosenPlace {
  /** A new key starts a new session: the device's place replacing the server's. */
  key: "server" | "device";
  saved: unknown;
  fromDevice: boolean;
  finished: DevicePlace["finished"];
}

/**
 * The place this device kept (docs/lesson-players.md#the-place-kept-on-the-device), read once the frame is on screen:
 * the server renders, and the browser hydrates, from the server's saved place; a newer place of the device's (or a
 * lesson finished here, waiting to sync) then takes over at once. Null until it has been read.
 */
export function useKeptPlace(userId: number, lessonId: number): { place: DevicePlace | null } | null {
  const [kept, setKept] = useState<{ place: DevicePlace | null } | null>(null);
  useEffect(() => {
    let live = true;
    void readKeptPlace(userId, lessonId).then((place) => {
      if (live) setKept({ place });
    });
    return () => {
      live = false;
    };
  }, [userId, lessonId]);
  return kept;
}

/** The device's place when it should win over the server's: finished here and waiting to sync, or changed later. */
export function deviceChoice(
  kept: DevicePlace | null,
  server: { state: unknown; updatedAt: string } | null | undefined,
): ChosenPlace | null {
  if (!kept) return null;
  if (kept.finished) return { key: "device", saved: null, fromDevice: true, finished: kept.finished };
  const merged = newerPlace(
    kept.state !== null ? { state: kept.state, at: kept.at } : null,
    server ? { state: server.state, at: placeTime(server.updatedAt) } : null,
  );
  return merged.source === "device" ? { key: "device", saved: merged.state, fromDevice: true, finished: undefined } : null;
}

/** The device's place in this lesson; a finish whose completion has since gone out is forgotten here. */
async function readKeptPlace(userId: number, lessonId: number): Promise<DevicePlace | null> {
  const kept = await readDevicePlace(userId, lessonId);
  if (kept?.finished && !(await isPending(kept.finished.key))) {
    await forgetDevicePlace(userId, lessonId);
    return null;
  }
  return kept;
}
