// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAVE_DEBOUNCE_MS, usePlaceSaver } from "./attempt";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the place saver offline", () => {
  it("sends nothing the browser knows will fail, and sends the latest place once the connection is back", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { result } = renderHook(() => usePlaceSaver("/api/user/7/lessons/1/attempt", async () => {}));
    for (const page of [1, 2, 3]) {
      act(() => result.current.schedule({ screen: "lead", page } as never));
      await act(async () => vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 10));
    }
    expect(fetchMock).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ state: { page: 3 } });
  });
});
