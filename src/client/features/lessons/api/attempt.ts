import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { AttemptAnswer, LessonAttemptState } from "@shared/schemas/attempt";
import { apiRequest } from "@client/lib/api";
import { forgetDevicePlace, keepDevicePlace, lessonsOpenHere, markPlaceSent, putPlace } from "@client/lib/device-places";
import { reads } from "@shared/api/reads";

const attemptPath = (userId: number, lessonId: number) => reads.attempt(userId, lessonId).path;

/**
 * GET the parent's saved place in a lesson; read fresh each time the lesson opens (another device may have moved it):
 * the answer is dropped as soon as no screen of that lesson shows. The lesson page asks for it beside the lesson and
 * the frame, mounting a moment later, takes that answer (the short stale time) rather than asking again.
 */
export const attemptQuery = (userId: number, lessonId: number) =>
  queryOptions({
    queryKey: reads.attempt(userId, lessonId).key,
    queryFn: () => apiRequest<AttemptAnswer>("GET", reads.attempt(userId, lessonId).path),
    staleTime: 30_000,
    gcTime: 0,
  });

export function useAttempt(userId: number, lessonId: number) {
  return useQuery(attemptQuery(userId, lessonId));
}

/** After this long without a change the place is saved; pagehide and leaving save at once. */
export const SAVE_DEBOUNCE_MS = 400;

export interface AttemptSaver {
  /**
   * Keeps `state` on this device at once (when the saver keeps places there) and saves it to the server soon (the
   * latest state wins); `keptAlready` when the device has it already (a place restored from the device).
   */
  schedule(state: LessonAttemptState, options?: { keptAlready?: boolean }): void;
  /** Saves a pending state now; `keepalive` lets it outlive a closing tab. */
  flush(keepalive?: boolean): void;
  /** Forgets the saved place (Start over). */
  clear(): Promise<void>;
  /** Stops saving for good (the lesson is finished) once any save in flight has landed. */
  stop(): Promise<void>;
}

/**
 * Saves the parent's place in a lesson on every step: on this device at once
 * (docs/lesson-players.md#the-place-kept-on-the-device), and to the server debounced, one request at a time, flushed
 * when the page is hidden or closed (pagehide) and when the frame goes away.
 */
export function useAttemptSaver(userId: number, lessonId: number): AttemptSaver {
  const path = attemptPath(userId, lessonId);
  const forget = useCallback(async () => {
    await forgetDevicePlace(userId, lessonId);
    await apiRequest<void>("DELETE", path);
  }, [userId, lessonId, path]);
  const keep = useCallback(
    (state: LessonAttemptState) => void keepDevicePlace(userId, lessonId, state),
    [userId, lessonId],
  );
  const sent = useCallback((state: LessonAttemptState) => void markPlaceSent(userId, lessonId, state), [userId, lessonId]);
  useEffect(() => {
    lessonsOpenHere.add(lessonId);
    return () => void lessonsOpenHere.delete(lessonId);
  }, [lessonId]);
  return usePlaceSaver(path, forget, keep, sent);
}

/**
 * The saver of any saved place: PUT `{ state }` to `path`; `forget` ends it (Start over); `keep`, when given, keeps
 * each state on this device as it changes, and `sent` hears which state the server confirmed. The parent's own place
 * and a guest lesson's (features/lessons/guest-lesson-page.tsx) differ only in those.
 */
export function usePlaceSaver(
  path: string,
  forget: () => Promise<void>,
  keep?: (state: LessonAttemptState) => void,
  sent?: (state: LessonAttemptState) => void,
): AttemptSaver {
  const pending = useRef<LessonAttemptState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const stopped = useRef(false);
  /** A save the network refused (offline): it goes again when the browser is back online, not before. */
  const waitingForNetwork = useRef(false);

  const saver = useMemo<AttemptSaver>(() => {
    const send = (keepalive: boolean) => {
      clearTimeout(timer.current);
      const state = pending.current;
      if (state === null || stopped.current) return;
      // Offline, the browser would only log a refused request for each step: the place waits (it is kept on this
      // device already) and goes when the connection is back.
      if (typeof navigator !== "undefined" && navigator.onLine === false) {
        waitingForNetwork.current = true;
        return;
      }
      pending.current = null;
      const request = putPlace(path, state, keepalive)
        .then((response) => {
          if (response.ok) sent?.(state);
        })
        // A save the network refused is kept for the next step's save, or for the connection's return (an offline
        // reload's place may have no next step); the parent is never interrupted for it.
        .catch(() => {
          if (pending.current === null) {
            pending.current = state;
            waitingForNetwork.current = true;
          }
        })
        .finally(() => {
          if (inFlight.current === request) inFlight.current = null;
          if (pending.current !== null && !waitingForNetwork.current) send(false);
        });
      inFlight.current = request;
    };
    return {
      schedule(state, options) {
        if (stopped.current) return;
        if (keep && !options?.keptAlready) keep(state);
        pending.current = state;
        waitingForNetwork.current = false;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (inFlight.current === null) send(false);
        }, SAVE_DEBOUNCE_MS);
      },
      flush(keepalive = false) {
        waitingForNetwork.current = false;
        send(keepalive);
      },
      async clear() {
        clearTimeout(timer.current);
        pending.current = null;
        await inFlight.current;
        await forget().catch(() => undefined);
      },
      async stop() {
        stopped.current = true;
        clearTimeout(timer.current);
        pending.current = null;
        await inFlight.current;
      },
    };
  }, [path, forget, keep, sent]);

  useEffect(() => {
    const onHide = () => saver.flush(true);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") saver.flush(true);
    };
    const onOnline = () => {
      if (waitingForNetwork.current && inFlight.current === null) saver.flush();
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisibility);
      saver.flush(true);
    };
  }, [saver]);

  return saver;
}
