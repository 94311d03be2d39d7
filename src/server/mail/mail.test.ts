import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { i18nFor } from "../i18n/i18n";
import { launchMail, passwordResetMail, weeklyProgressMail } from "./templates";
import { UnsubscribeTokens } from "./unsubscribe-token";
import { isoWeek, localMoment } from "./weekly-progress";

describe("unsubscribe tokens", () => {
  const tokens = new UnsubscribeTokens("a session secret of at least thirty-two characters");

  it("name the subscriber they were signed for", () => {
    expect(tokens.verify(tokens.sign({ kind: "signup", id: 42 }))).toEqual({ kind: "signup", id: 42 });
    expect(tokens.verify(tokens.sign({ kind: "parent", id: 7 }))).toEqual({ kind: "parent", id: 7 });
  });

  it("refuse a token edited to name someone else, signed with another secret, or malformed", () => {
    const token = tokens.sign({ kind: "signup", id: 42 });
    expect(tokens.verify(token.replace("w42", "w43"))).toBeUndefined();
    expect(tokens.verify(token.replace("w42", "p42"))).toBeUndefined();
    expect(new UnsubscribeTokens("another secret entirely, also long enough").verify(token)).toBeUndefined();
    for (const broken of ["", "w42", `${token}x`, "w0.abc", `w99999999999.${token.split(".")[1]}`]) {
      expect(tokens.verify(broken)).toBeUndefined();
    }
  });
});

describe("the weekly calendar", () => {
  it("numbers ISO weeks, across a year's end too", () => {
    expect(isoWeek("2026-11-29")).toBe("2026-W48");
    expect(isoWeek("2026-11-30")).toBe("2026-W49");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2025-12-29")).toBe("2026-W01");
  });

  it("reads the weekday and hour where the parent lives", () => {
    const instant = new Date("2026-11-29T17:30:00Z");
    expect(localMoment(instant, "Europe/London")).toEqual({ weekday: "Sun", hour: 17, date: "2026-11-29" });
    expect(localMoment(instant, "Asia/Tokyo")).toEqual({ weekday: "Mon", hour: 2, date: "2026-11-30" });
    expect(localMoment(new Date("2026-11-29T00:30:00Z"), "UTC").hour).toBe(0);
  });
});

describe("mail bodies", () => {
  it("put the reset link in both bodies and say how long it works", () => {
    const mail = passwordResetMail("https://growly.example/reset-password?token=abc");
    expect(mail.text).toContain("https://growly.example/reset-password?token=abc");
    expect(mail.html).toContain('href="https://growly.example/reset-password?token=abc"');
    expect(mail.text).toContain("30 minutes");
  });

  it("run right to left in a right-to-left language, their words in English underneath a development language", () => {
    const link = "https://growly.example/reset-password?token=abc";
    expect(passwordResetMail(link, i18nFor("pseudo-rtl")).html).toMatch(/^<!doctype html><html lang="en" dir="rtl">/);
    expect(passwordResetMail(link, i18nFor("es")).html).toMatch(/^<!doctype html><html lang="es">/);
    expect(passwordResetMail(link, i18nFor("pseudo-rtl")).text).toContain("\u202e");
  });

  it("escape what a parent typed and carry the unsubscribe link", () => {
    const figures = { username: "<b>Pip's mum</b>", lessonsThisWeek: 1, xpThisWeek: 20, streak: 1, totalXp: 120 };
    const mail = weeklyProgressMail(figures, "https://growly.example", "https://growly.example/unsubscribe?token=t");
    expect(mail.html).toContain("&#60;b&#62;Pip's mum&#60;/b&#62;");
    expect(mail.html).not.toContain("<b>Pip");
    expect(mail.text).toContain("1 new lesson this week");
    expect(mail.text).toContain("1 day");
    expect(mail.html).toContain('href="https://growly.example/unsubscribe?token=t"');
    expect(launchMail("https://growly.example", "https://u.example/x").text).toContain("Unsubscribe: https://u.example/x");
  });
});

describe("the weekly mail's next lesson", () => {
  const figures = { username: "Sam", lessonsThisWeek: 0, xpThisWeek: 0, streak: 0, totalXp: 40 };
  it("names the lesson Up next, the answer it was picked for, and links to it", () => {
    const nextLesson = { title: "Pajama Puzzle", url: "/lessons/3/lesson/19", because: "Bedtime battles" };
    const mail = weeklyProgressMail({ ...figures, nextLesson }, "https://growly.example", "https://growly.example/unsubscribe?token=t");
    expect(mail.text).toContain("Next for you: “Pajama Puzzle”");
    expect(mail.text).toContain("Because you said: Bedtime battles");
    expect(mail.text).toContain("Carry on: https://growly.example/lessons/3/lesson/19");
    expect(mail.html).toContain('href="https://growly.example/lessons/3/lesson/19"');
    // In the parent's language, the answer's words too.
    const spanish = weeklyProgressMail({ ...figures, nextLesson }, "https://growly.example", "https://growly.example/u", i18nFor("es"));
    expect(spanish.text).not.toContain("Bedtime battles");
    expect(spanish.text).not.toContain("Next for you");
  });

  it("says no reason for a lesson that is simply next on the path, and names none when there is none", () => {
    const mail = weeklyProgressMail({ ...figures, nextLesson: { title: "Connect Before You Correct", url: "/lessons/1/lesson/1" } }, "https://growly.example", "https://u.example/x");
    expect(mail.text).toContain("Next for you: “Connect Before You Correct”");
    expect(mail.text).not.toContain("Because you said");
    expect(weeklyProgressMail(figures, "https://growly.example", "https://u.example/x").text).toContain("Carry on: https://growly.example\n");
  });
});

describe("without SMTP_URL", () => {
  it("writes the whole mail to the log instead", async () => {
    const lines: Array<{ fields: object; message: string }> = [];
    const mailer = createMailer({ smtpUrl: undefined, from: "Growly <hello@localhost>", log: { info: (fields, message) => lines.push({ fields, message }) } });
    await mailer.send({ to: "pip@example.com", subject: "Hello", text: "The link: https://x.example/r", html: "<p>x</p>" });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toContain("SMTP_URL unset");
    expect(JSON.stringify(lines[0]?.fields)).toContain("https://x.example/r");
  });
});
