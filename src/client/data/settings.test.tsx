// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, type UserSettings } from "@shared/schemas/settings";
import { mergeSettings } from "@shared/settings";
import { createQueryClient } from "../app/query-client";
import { settingsQuery, useUpdateSettings } from "./settings";

afterEach(() => vi.unstubAllGlobals());

/** A server whose answers the test lets go one by one: each PATCH is stored when it is answered. */
function heldServer() {
  let stored: UserSettings = structuredClone(DEFAULT_SETTINGS);
  const calls: { change: Partial<UserSettings>; answer: (ok?: boolean) => void }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          const change = JSON.parse(String(init?.body)) as Partial<UserSettings>;
          calls.push({
            change,
            answer: (ok = true) => {
              if (!ok) return resolve(new Response(JSON.stringify({ message: "Unavailable" }), { status: 503 }));
              stored = mergeSettings(stored, change);
              resolve(new Response(JSON.stringify(stored), { status: 200, headers: { "content-type": "application/json" } }));
            },
          });
        }),
    ),
  );
  return calls;
}

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQuery(7).queryKey, structuredClone(DEFAULT_SETTINGS));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useUpdateSettings(7), { wrapper });
  const shown = () => queryClient.getQueryData<UserSettings>(settingsQuery(7).queryKey)!;
  return { result, shown };
}

describe("two quick changes of settings", () => {
  it("keep each other's value: listening switched on, then the language changed before the first answer", async () => {
    const calls = heldServer();
    const { result, shown } = setup();
    act(() => {
      result.current.mutate({ listenToLessons: true });
      result.current.mutate({ language: "es" });
    });
    await waitFor(() => expect(calls.length).toBe(1));
    expect(shown()).toMatchObject({ listenToLessons: true, language: "es" });
    // The first answer knows nothing of the language yet: the change still waiting stays shown.
    await act(async () => calls[0]!.answer());
    expect(shown()).toMatchObject({ listenToLessons: true, language: "es" });
    // The second goes out only now, after the first is stored: its answer holds both.
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls.map((call) => call.change)).toEqual([{ listenToLessons: true }, { language: "es" }]);
    await act(async () => calls[1]!.answer());
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(shown()).toMatchObject({ listenToLessons: true, language: "es" });
  });

  it("take back only the change that failed", async () => {
    const calls = heldServer();
    const { result, shown } = setup();
    act(() => {
      result.current.mutate({ listenToLessons: true });
      result.current.mutate({ language: "es" });
    });
    await waitFor(() => expect(calls.length).toBe(1));
    await act(async () => calls[0]!.answer());
    await waitFor(() => expect(calls.length).toBe(2));
    await act(async () => calls[1]!.answer(false));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(shown()).toMatchObject({ listenToLessons: true, language: "en" });
  });
});
