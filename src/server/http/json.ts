import type { FastifyReply } from "fastify";

/** Data that never changes after start-up (curriculum, stories) is serialised once and answered as these bytes. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/** Answers bytes made by `jsonBytes`, without serialising them again. */
export const sendJson = (reply: FastifyReply, json: Buffer) => reply.type("application/json; charset=utf-8").send(json);
