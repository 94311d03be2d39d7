import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstIssueMessage, registerSchema } from "./auth";
import { createJournalEntrySchema, journalEntryFormSchema } from "./journal";
import { plainText, textProblem, textProblemDescriptor, textProblemDescriptorOf, textProblemMessage } from "./text";

/** Every C0 control character and DEL, as strings. */
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), "\u007F"];
const LINE_BREAKS = ["\t", "\n", "\r"];

describe("textProblem", () => {
  it.each(CONTROLS.map((char) => [`U+${char.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}`, char]))(
    "finds %s in single-line text, at the start, in the middle and at the end",
    (_name, char) => {
      for (const value of [`${char}abc`, `a${char}bc`, `abc${char}`, char]) expect(textProblem(value)).toBe("control");
    },
  );

  it("allows tab, line feed and carriage return in multi-line text, and no other control character", () => {
    expect(textProblem("Line one\r\nLine two\n\tindented", { multiline: true })).toBeUndefined();
    for (const char of CONTROLS.filter((c) => !LINE_BREAKS.includes(c))) {
      expect(textProblem(`notes ${char} here`, { multiline: true }), char.charCodeAt(0).toString(16)).toBe("control");
    }
  });

  it("finds lone surrogates but accepts well-formed pairs (emoji)", () => {
    expect(textProblem("a\uD800b")).toBe("surrogate");
    expect(textProblem("a\uDC00b")).toBe("surrogate");
    expect(textProblem("\uD83D")).toBe("surrogate");
    expect(textProblem("end\uDBFF")).toBe("surrogate");
    expect(textProblem("\uDE00\uD83D")).toBe("surrogate"); // the halves in the wrong order
    expect(textProblem("Proud 😀 of 👨‍👩‍👧 today")).toBeUndefined();
    expect(textProblem("\uD83D\uDE00", { multiline: true })).toBeUndefined();
  });

  it("accepts ordinary text in any script, spaces and the characters just past the control range", () => {
    for (const value of ["", " ", "Pip & Zo's bath-time", "Ünïcödé — “quotes” … ", "日本語のテキスト", "עברית", "a\u00A0b", "\u0080\u009F", "~"]) {
      expect(textProblem(value), value).toBeUndefined();
    }
  });
});

describe("plainText in a schema", () => {
  const field = z.string().trim().check(plainText("Nickname")).min(3, "Nickname is too short");

  it("refuses with its own message before the length message", () => {
    const result = field.safeParse("a\u0000");
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(textProblemMessage("Nickname", "control"));
  });

  it("says what is wrong in plain words", () => {
    expect(textProblemMessage("Username", "control")).toBe(
      "Username can't contain control characters such as tabs or line breaks. Please remove them.",
    );
    expect(textProblemMessage("Notes", "control", { multiline: true })).toBe("Notes can't contain control characters. Please remove them.");
    expect(textProblemMessage("Feeling", "surrogate")).toBe("Feeling contains an invalid character. Please remove it.");
  });

  it("finds the message and the field's name back in an English message, so a form can translate it", () => {
    for (const [problem, options] of [["control", {}], ["control", { multiline: true }], ["surrogate", {}]] as const) {
      expect(textProblemDescriptorOf(textProblemMessage("Each goal", problem, options))).toEqual(textProblemDescriptor("Each goal", problem, options));
    }
    expect(textProblemDescriptorOf("Please enter a valid email")).toBeUndefined();
  });

  it("checks after trimming, so spaces and line breaks around a single-line value are simply dropped", () => {
    expect(field.parse("\t Pip \n")).toBe("Pip");
  });
});

describe("the shared schemas refuse control characters in what parents type", () => {
  const entry = { lessonTitle: "Bath time", feeling: "Proud", improvementNotes: "Gave a warning." };

  it.each([
    ["lessonTitle", "Bath\u0000time", "Lesson title can't contain control characters such as tabs or line breaks. Please remove them."],
    ["lessonTitle", "Bath\ttime", "Lesson title can't contain control characters such as tabs or line breaks. Please remove them."],
    ["feeling", "Pro\u001Bud", "Feeling can't contain control characters such as tabs or line breaks. Please remove them."],
    ["feeling", "Proud\uD800", "Feeling contains an invalid character. Please remove it."],
    ["improvementNotes", "a\u0000b", "Notes can't contain control characters. Please remove them."],
  ])("a journal entry's %s of %j", (key, value, message) => {
    const result = createJournalEntrySchema.safeParse({ ...entry, [key]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(message);
  });

  it("keeps line breaks and tabs in journal notes, on the form and in the API", () => {
    const notes = "First:\n\tstay calm\r\nThen: name it";
    expect(createJournalEntrySchema.parse({ ...entry, improvementNotes: notes }).improvementNotes).toBe(notes);
    expect(journalEntryFormSchema.parse({ ...entry, improvementNotes: notes }).improvementNotes).toBe(notes);
  });

  it("refuses a username with a NUL and a password with a lone surrogate", () => {
    const base = { username: "pip_parent", email: "pip@example.com", password: "secret1" };
    const username = registerSchema.safeParse({ ...base, username: "pip\u0000parent" });
    const password = registerSchema.safeParse({ ...base, password: "secret\uDC001" });
    expect(username.success || firstIssueMessage(username.error)).toBe(textProblemMessage("Username", "control"));
    expect(password.success || firstIssueMessage(password.error)).toBe(textProblemMessage("Password", "surrogate"));
  });
});
