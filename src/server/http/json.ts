import zlib from "node:zlib";
import type { FastifyReply } from "fastify";

/** Bodies at least this long are sent compressed to browsers that accept it; shorter ones gain too little. */
const COMPRESS_FROM_BYTES = 1024;

/** The compressed forms of a body made by `jsonBytes`, made the first time a browser asks for one. */
const compressedForms = new WeakMap<Buffer, { gzip?: Buffer; br?: Buffer }>();

/** Data that never changes after start-up (curriculum, stories) is serialised once and answered as these bytes. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

function compressed(json: Buffer, encoding: "gzip" | "br"): Buffer {
  let forms = compressedForms.get(json);
  if (!forms) {
    forms = {};
    compressedForms.set(json, forms);
  }
  forms[encoding] ??=
    encoding === "br"
      ? zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(json, { level: 9 });
  return forms[encoding];
}

/**
 * Answers bytes made by `jsonBytes`, without serialising them again; compressed (brotli or gzip, each made once per
 * body) when the body is long enough and the client accepts it.
 */
export function sendJson(reply: FastifyReply, json: Buffer) {
  reply.type("application/json; charset=utf-8");
  if (json.length < COMPRESS_FROM_BYTES) return reply.send(json);
  reply.header("vary", "accept-encoding");
  const accepted = String(reply.request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  if (!encoding) return reply.send(json);
  return reply.header("content-encoding", encoding).send(compressed(json, encoding));
}
