import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ResponseDriftError, apiRequest } from "./api";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("raises 'status: message' with the server's JSON message", async () => {
    stubFetch(401, JSON.stringify({ message: "Invalid email or password" }));
    await expect(apiRequest("POST", "/api/auth/login", {})).rejects.toThrowError("401: Invalid email or password");
  });

  it("falls back to the body text, then to the status text", async () => {
    stubFetch(502, "Bad gateway from proxy");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrowError("502: Bad gateway from proxy");
    stubFetch(500, "", "Internal Server Error");
    const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("500: Internal Server Error");
  });

  it("sends cookies and JSON", async () => {
    const fetchMock = stubFetch(201, JSON.stringify({ message: "You're on the list." }));
    await apiRequest("POST", "/api/waitlist", { email: "a@b.co" });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"email":"a@b.co"}');
  });

  it("in tests, refuses an answer that differs from its route's schema, naming the route and the field", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stubFetch(200, JSON.stringify({ day: "2026-01-05", mood: "sleepy" }));
    const error = await apiRequest("GET", "/api/user/7/mood").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseDriftError);
    expect((error as Error).message).toMatch(
      /^GET \/api\/user\/:id\/mood answered differently from its schema: mood: /,
    );
    expect(errors).toHaveBeenCalledWith((error as Error).message);
    errors.mockRestore();
  });

  it("in tests, refuses a route without a response schema", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    stubFetch(200, "{}");
    await expect(apiRequest("GET", "/api/unknown/3")).rejects.toThrowError(
      "GET /api/unknown/:id has no response schema",
    );
    vi.mocked(console.error).mockRestore();
  });

  it("hands over an answer that matches, as it came", async () => {
    stubFetch(200, JSON.stringify({ day: "2026-01-05", mood: null }));
    await expect(apiRequest("GET", "/api/user/7/mood")).resolves.toEqual({ day: "2026-01-05", mood: null });
    stubFetch(204, "");
    await expect(apiRequest("DELETE", "/api/journal/4")).resolves.toBeUndefined();
  });

  it("in production, hands over a drifted answer and warns about it later, once per route", async () => {
    vi.stubEnv("MODE", "production");
    vi.resetModules();
    vi.useFakeTimers();
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const production = await import("./api");
      stubFetch(200, JSON.stringify({ day: "2026-01-05", mood: "sleepy" }));
      await expect(production.apiRequest("GET", "/api/user/7/mood")).resolves.toEqual({
        day: "2026-01-05",
        mood: "sleepy",
      });
      await production.apiRequest("GET", "/api/user/7/mood");
      expect(warnings).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(production.LATER_CHECK_DELAY_MS + 10);
      vi.useRealTimers();
      await vi.waitFor(() => expect(warnings).toHaveBeenCalledTimes(1));
      expect(warnings.mock.calls[0]![0]).toMatch(
        /^GET \/api\/user\/:id\/mood answered differently from its schema: mood: /,
      );
    } finally {
      vi.useRealTimers();
      warnings.mockRestore();
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
