import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { todayMoodSchema } from "../../shared/schemas/mood";
import { checkClientRoutes, expectResponse } from "./responses";

/** The API tests' check of every answer: a drifted answer fails the request that got it. */
describe("checkClientRoutes", () => {
  it("rejects a drifted answer of a client route with its route and issue path, and passes the rest through", async () => {
    const app = Fastify();
    app.get("/api/user/:id/mood", async () => ({ day: "2026-01-05", mood: "sleepy" }));
    app.get("/api/health", async () => ({ anything: true }));
    app.get("/api/journal", async (_request, reply) => reply.code(401).send({ message: "Please sign in" }));
    await app.ready();
    checkClientRoutes(app);
    await expect(app.inject({ url: "/api/user/3/mood" })).rejects.toThrowError(
      /^GET \/api\/user\/:id\/mood answered differently from its schema: mood: /,
    );
    expect((await app.inject("/api/health")).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/journal" })).statusCode).toBe(401);
    await app.close();
  });

  it("expectResponse returns the parsed answer, or names the issue path", async () => {
    const app = Fastify();
    app.get("/good", async () => ({ day: "2026-01-05", mood: null }));
    app.get("/bad", async () => ({ day: "5 Jan", mood: null }));
    await app.ready();
    expect(expectResponse(await app.inject("/good"), todayMoodSchema)).toEqual({ day: "2026-01-05", mood: null });
    await expect(app.inject("/bad").then((response) => expectResponse(response, todayMoodSchema))).rejects.toThrowError(
      /^200 answer differs from its schema: day: /,
    );
    await app.close();
  });
});
