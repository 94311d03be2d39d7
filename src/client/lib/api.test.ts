import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "./api";

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
    const fetchMock = stubFetch(200, "{}");
    await apiRequest("POST", "/api/waitlist", { email: "a@b.co" });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"email":"a@b.co"}');
  });
});
