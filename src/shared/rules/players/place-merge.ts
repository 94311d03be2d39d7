/**
 * Which saved place a lesson resumes from when the server's and this device's differ
 * (docs/lesson-players.md#the-place-kept-on-the-device): the one changed last wins, so a reload offline keeps every
 * tap made since the last save reached the server, and a place moved on another device later still wins there.
 */
export interface TimedPlace<State> {
  state: State;
  /** When the place last changed, in milliseconds since 1970. */
  at: number;
}

export type PlaceSource = "device" | "server" | "none";

/** The newer of the two places; the server's on a tie (it is the one every device shares). */
export function newerPlace<State>(
  device: TimedPlace<State> | null | undefined,
  server: TimedPlace<State> | null | undefined,
): { source: PlaceSource; state: State | null } {
  const deviceAt = device && Number.isFinite(device.at) ? device.at : null;
  const serverAt = server && Number.isFinite(server.at) ? server.at : null;
  if (device && deviceAt !== null && (!server || serverAt === null || deviceAt > serverAt)) {
    return { source: "device", state: device.state };
  }
  if (server) return { source: "server", state: server.state };
  return { source: "none", state: null };
}

/** A server answer's `updatedAt` (ISO text) as milliseconds; NaN when it cannot be read. */
export const placeTime = (iso: string | undefined | null): number => (iso ? Date.parse(iso) : Number.NaN);
