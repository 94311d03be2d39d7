import { describe, expect, it } from "vitest";
import { z } from "zod";
import { i18nFor } from "./i18n";
import { issueMessage } from "./validation";

/** The message a refused body answers with, from the first issue zod finds in `body`. */
function refusal(schema: z.ZodType, body: unknown, language: "en" | "es") {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error("the body was accepted");
  return issueMessage(parsed.error.issues[0]!, language, i18nFor(language));
}

describe("issueMessage", () => {
  const strict = z.object({ mood: z.string() }).strict();

  it("answers zod's own text when it quotes what was sent, braces and all, in English and in the parent's language", () => {
    // Braces in a sent key once reached the catalogs' message parser, which logged a syntax error (fail-on-console-error).
    const sent = { mood: "sad", "ugk{yKa": 1, "}$z}": 2 };
    expect(refusal(strict, sent, "en")).toBe('Unrecognized keys: "ugk{yKa", "}$z}"');
    expect(refusal(strict, sent, "es")).toMatch(/ugk\{yKa/);
    expect(refusal(strict, sent, "es")).not.toBe(refusal(strict, sent, "en"));
  });

  it("translates a schema's own message through the catalogs", () => {
    const named = z.object({ email: z.string().email({ message: "Please enter a valid email address" }) });
    expect(refusal(named, { email: "nope" }, "en")).toBe("Please enter a valid email address");
    expect(refusal(named, { email: "nope" }, "es")).not.toBe("Please enter a valid email address");
  });
});
