import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { z } from "zod";
import { responseProblem, responseSchemas } from "../../shared/api/responses";
import { routeKey } from "../../shared/api/routes";

/** The body as the client's API layer reads it: no body (204) is undefined. */
function answerOf(response: LightMyRequestResponse): unknown {
  return response.body === "" ? undefined : response.json();
}

/** The answer parsed by `schema`; throws naming the issue paths when it differs. */
export function expectResponse<Schema extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: Schema,
): z.output<Schema> {
  const result = schema.safeParse(answerOf(response));
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`);
  throw new Error(`${response.statusCode} answer differs from its schema: ${issues.join("; ")}`);
}

function requestOf(options: string | InjectOptions): { method: string; url: string } {
  if (typeof options === "string") return { method: "GET", url: options };
  const url =
    typeof options.url === "string" ? options.url : (options.url?.pathname ?? options.path?.toString() ?? "/");
  return { method: options.method ?? "GET", url };
}

/**
 * Every successful answer of a route the client reads is checked against its schema (src/shared/api/responses.ts),
 * whichever test made the request: a drifted answer rejects the request with the route and the issue paths.
 */
export function checkClientRoutes(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options?: string | InjectOptions, callback?: unknown) => unknown;
  const checked = (options?: string | InjectOptions, callback?: unknown) => {
    // The chained form (app.inject().get(...)) and the callback form stay as they are.
    if (options === undefined || callback !== undefined) return inject(options, callback);
    return (inject(options) as Promise<LightMyRequestResponse>).then((response) => {
      const { method, url } = requestOf(options);
      const route = routeKey(method, url);
      // A compressed answer (a test of compression itself) is checked by that test once decompressed.
      if (response.statusCode < 300 && route in responseSchemas && !response.headers["content-encoding"]) {
        const problem = responseProblem(route, answerOf(response));
        if (problem !== null) throw new Error(problem);
      }
      return response;
    });
  };
  app.inject = checked as typeof app.inject;
}
