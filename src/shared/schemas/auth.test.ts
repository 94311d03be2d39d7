import { describe, expect, it } from "vitest";
import {
  emailField,
  firstIssueMessage,
  isValidTimeZone,
  loginSchema,
  registerSchema,
  waitlistSchema,
} from "./auth";

const valid = { username: "pip_parent", email: "pip@example.com", password: "secret1" };

/** The message a form or a 400 answer shows for this input, or null when it parses. */
function messageOf(schema: typeof registerSchema | typeof loginSchema | typeof waitlistSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe("registerSchema", () => {
  it.each([
    ["a 2-character username", { username: "ab" }, "Username must be at least 3 characters"],
    ["a username that is 2 characters once trimmed", { username: "  ab  " }, "Username must be at least 3 characters"],
    ["a missing username", { username: undefined }, "Username must be at least 3 characters"],
    ["a 51-character username", { username: "u".repeat(51) }, "Username must be less than 50 characters"],
    ["an email without @", { email: "pip.example.com" }, "Please enter a valid email address"],
    ["an email without a domain", { email: "pip@" }, "Please enter a valid email address"],
    ["a missing email", { email: undefined }, "Please enter a valid email address"],
    ["an email over 254 characters", { email: `${"a".repeat(250)}@example.com` }, "Please enter a valid email address"],
    ["a 5-character password", { password: "12345" }, "Password must be at least 6 characters"],
    ["a missing password", { password: undefined }, "Password must be at least 6 characters"],
    ["a 201-character password", { password: "p".repeat(201) }, "Password must be less than 200 characters"],
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "Unknown time zone"],
  ])("refuses %s with the spec's message", (_case, override, message) => {
    expect(messageOf(registerSchema, { ...valid, ...override })).toBe(message);
  });

  it("accepts usernames of 3 and 50 characters and a password of 6", () => {
    expect(messageOf(registerSchema, { ...valid, username: "abc" })).toBeNull();
    expect(messageOf(registerSchema, { ...valid, username: "a".repeat(50) })).toBeNull();
    expect(messageOf(registerSchema, { ...valid, password: "123456" })).toBeNull();
  });

  it("trims the username and normalises the email, but leaves the password as typed", () => {
    const parsed = registerSchema.parse({
      username: "  Pip  ",
      email: "  Pip@Example.COM ",
      password: "  Secret ",
      timeZone: "Europe/Berlin",
    });
    expect(parsed).toEqual({ username: "Pip", email: "pip@example.com", password: "  Secret ", timeZone: "Europe/Berlin" });
  });

  it("leaves the time zone out when the browser sends none", () => {
    expect(registerSchema.parse(valid).timeZone).toBeUndefined();
  });
});

describe("loginSchema", () => {
  it("refuses an invalid email and a short password with the spec's messages", () => {
    expect(messageOf(loginSchema, { email: "nope", password: "secret1" })).toBe("Please enter a valid email address");
    expect(messageOf(loginSchema, { email: "pip@example.com", password: "12345" })).toBe(
      "Password must be at least 6 characters",
    );
  });

  it("normalises the email so any letter case finds the account", () => {
    expect(loginSchema.parse({ email: " PIP@Example.com", password: "secret1" }).email).toBe("pip@example.com");
  });
});

describe("email normalisation", () => {
  it.each([
    [" Pip@Example.COM ", "pip@example.com"],
    ["pip@example.com", "pip@example.com"],
    ["\tMIXED.Case+tag@Sub.Example.org\n", "mixed.case+tag@sub.example.org"],
  ])("stores %j as %j", (input, stored) => {
    expect(emailField.parse(input)).toBe(stored);
    expect(waitlistSchema.parse({ email: input })).toEqual({ email: stored });
  });

  it.each([["not-an-email"], [""], ["   "], ["a@b"], ["two@@example.com"], [42], [null]])(
    "refuses %j with \"Please enter a valid email address\"",
    (input) => {
      expect(messageOf(waitlistSchema, { email: input })).toBe("Please enter a valid email address");
    },
  );
});

describe("isValidTimeZone", () => {
  it("knows IANA zones and refuses made-up ones", () => {
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("America/New_York")).toBe(true);
    expect(isValidTimeZone("Not/AZone")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});
