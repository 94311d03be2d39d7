import { PRODUCT_NAME, TRIAL_DAYS } from "../../shared/product";
import type { I18n } from "@lingui/core";
import { directionOf, htmlLangOf, isDisplayLanguage } from "../../shared/i18n/locales";
import { i18nFor } from "../i18n/i18n";
import type { OutgoingMail } from "./mailer";

/** Minutes a password reset link works; the mail says so. */
export const RESET_LINK_MINUTES = 30;

type MailBody = Omit<OutgoingMail, "to" | "headers">;

/**
 * A mail that asks the reader to open one link: the greeting, why they got it, the link (a line in the text part, a
 * button in the HTML part), how long it works, what to do if it was not for them, and the team's signature.
 */
function linkMail(
  i18n: I18n,
  parts: { subject: string; greeting: string; why: string; linkLine: string; link: string; button: string; lasts: string; ignore: string },
): MailBody {
  const { subject, greeting, why, linkLine, link, button: label, lasts, ignore } = parts;
  const signature = teamSignature(i18n);
  const text = [greeting, "", why, "", linkLine, link, "", lasts, "", ignore, "", signature].join("\n");
  const html = layout(i18n, subject, [
    paragraph(greeting),
    paragraph(why),
    button(i18n, link, label),
    paragraph(lasts),
    paragraph(ignore),
    paragraph(signature),
  ]);
  return { subject, text, html };
}

export function passwordResetMail(link: string, i18n: I18n = i18nFor("en")): MailBody {
  const product = PRODUCT_NAME;
  const subject = i18n._(/*i18n*/ { id: "Reset your {product} password", comment: "Mail subject; {product} is the app's name, Growly", values: { product } });
  const greeting = i18n._(/*i18n*/ { id: "Hi there,", comment: "Greeting at the top of a mail when the name is not used" });
  const asked = i18n._(
    /*i18n*/ "Someone (hopefully you) asked to reset the password of your {product} account. It happens to all of us.",
    { product },
  );
  const lasts = i18n._(
    /*i18n*/ "The link works once, for the next {minutes} minutes. Using it signs you out everywhere else, so only you are signed in.",
    { minutes: RESET_LINK_MINUTES },
  );
  const ignore = i18n._(/*i18n*/ "If you didn't ask for this, you can ignore this mail: your password stays as it is.");
  return linkMail(i18n, {
    subject,
    greeting,
    why: asked,
    linkLine: i18n._(/*i18n*/ "Choose a new password here:"),
    link,
    button: i18n._(/*i18n*/ { id: "Choose a new password", comment: "Button in the password reset mail" }),
    lasts,
    ignore,
  });
}

/** The mail carrying a family invitation link, in the inviter's language. */
export function familyInvitationMail(
  inviter: string,
  link: string,
  days: number,
  i18n: I18n = i18nFor("en"),
): MailBody {
  const product = PRODUCT_NAME;
  const subject = i18n._(
    /*i18n*/ {
      id: "{name} invites you to their family on {product}",
      comment: "Mail subject; {name} is the inviting parent's username, {product} the app's name, Growly",
      values: { name: inviter, product },
    },
  );
  const greeting = i18n._(
    /*i18n*/ { id: "Hi there,", comment: "Greeting at the top of a mail when the name is not used" },
  );
  const invited = i18n._(
    /*i18n*/ "{name} would like you to join their family on {product}, so you both see the same children and can each learn at your own pace. What each of you writes stays private to its writer.",
    { name: inviter, product },
  );
  const lasts = i18n._(
    /*i18n*/ "The link works once, for the next {days} days. You can sign in or make an account when you open it.",
    {
      days,
    },
  );
  const ignore = i18n._(
    /*i18n*/ "If you don't know who sent this, you can ignore this mail: nothing happens without you.",
  );
  return linkMail(i18n, {
    subject,
    greeting,
    why: invited,
    linkLine: i18n._(/*i18n*/ "Join the family here:"),
    link,
    button: i18n._(/*i18n*/ { id: "Join the family", comment: "Button in the family invitation mail" }),
    lasts,
    ignore,
  });
}

export interface WeeklyFigures {
  username: string;
  lessonsThisWeek: number;
  xpThisWeek: number;
  streak: number;
  totalXp: number;
  /** The lesson home shows Up next (src/server/curriculum/next-lesson.ts), with its address in the app. */
  nextLesson?: { title: string; url: string; because?: string } | null;
}

export function weeklyProgressMail(
  figures: WeeklyFigures,
  appUrl: string,
  unsubscribeUrl: string,
  i18n: I18n = i18nFor("en"),
): MailBody {
  const product = PRODUCT_NAME;
  const subject = i18n._(/*i18n*/ { id: "Your week with {product}", comment: "Mail and notification title; {product} is the app's name, Growly", values: { product } });
  const summary =
    figures.lessonsThisWeek === 0
      ? i18n._(
          /*i18n*/ "This week was a quiet one, and that's fine: busy weeks are part of parenting. One short lesson is enough to pick it up again whenever you're ready.",
        )
      : i18n._(
          /*i18n*/ "You finished {lessons, plural, one {# new lesson} other {# new lessons}} this week and earned {xp} XP with them. Every small practice adds up.",
          { lessons: figures.lessonsThisWeek, xp: figures.xpThisWeek },
        );
  const greeting = i18n._(/*i18n*/ { id: "Hi {name},", comment: "Greeting at the top of a mail; {name} is the parent's username", values: { name: figures.username } });
  const streak = i18n._(/*i18n*/ "Streak: {days, plural, one {# day} other {# days}}", { days: figures.streak });
  const totalXp = i18n._(/*i18n*/ "Total XP: {xp}", { xp: figures.totalXp });
  // docs/product-rules.md#for-you: the next lesson by name, and the parent's answer it matches when it was picked from them.
  const next = figures.nextLesson;
  const nextUrl = next ? `${appUrl}${next.url}` : appUrl;
  const nextLine = next
    ? i18n._(/*i18n*/ { id: "Next for you: “{title}”", comment: "Weekly mail; {title} is a lesson's title", values: { title: next.title } })
    : null;
  const becauseLine = next?.because
    ? i18n._(/*i18n*/ { id: "Because you said: {answer}", comment: "Under a lesson picked from the parent's onboarding answers; {answer} is one of those answers", values: { answer: i18n._(next.because) } })
    : null;
  const nextLines = nextLine ? [nextLine, ...(becauseLine ? [becauseLine] : []), ""] : [];
  const lines = [greeting, "", summary, "", streak, totalXp, "", ...nextLines, i18n._(/*i18n*/ "Carry on: {url}", { url: nextUrl })];
  const signature = teamSignature(i18n);
  const text = [...lines, "", signature, "", unsubscribeFooter(i18n, unsubscribeUrl)].join("\n");
  const html = layout(
    i18n,
    subject,
    [
      paragraph(greeting),
      paragraph(summary),
      paragraph(`${escapeHtml(streak)}<br>${escapeHtml(totalXp)}`, { raw: true }),
      ...(nextLine ? [paragraph(becauseLine ? `${escapeHtml(nextLine)}<br>${escapeHtml(becauseLine)}` : escapeHtml(nextLine), { raw: true })] : []),
      button(i18n, nextUrl, i18n._(/*i18n*/ { id: "Open {product}", comment: "Button in a mail; {product} is the app's name, Growly", values: { product } })),
      paragraph(signature),
    ],
    unsubscribeUrl,
  );
  return { subject, text, html };
}

export function launchMail(appUrl: string, unsubscribeUrl: string, i18n: I18n = i18nFor("en")): MailBody {
  const product = PRODUCT_NAME;
  const subject = i18n._(/*i18n*/ { id: "{product} is open: come on in", comment: "Mail subject when the app launches; {product} is Growly", values: { product } });
  const greeting = i18n._(/*i18n*/ { id: "Hi there,", comment: "Greeting at the top of a mail when the name is not used" });
  const intro = i18n._(
    /*i18n*/ "You joined the {product} waitlist, and we promised to tell you as soon as we launched. We have!",
    { product },
  );
  const about = i18n._(
    /*i18n*/ "{product} is short, warm lessons for parents of little ones, with Pip, Zo, Growler and friends. Five minutes a day, one-handed on your phone, at your own pace.",
    { product },
  );
  const trial = i18n._(/*i18n*/ "Every new account starts with {days} days of everything, free.", { days: TRIAL_DAYS });
  const thanks = i18n._(/*i18n*/ "Thank you for waiting with us.");
  const signature = teamSignature(i18n);
  const text = [
    greeting,
    "",
    intro,
    "",
    about,
    trial,
    "",
    i18n._(/*i18n*/ "Create your account: {url}", { url: `${appUrl}/register` }),
    "",
    thanks,
    signature,
    "",
    unsubscribeFooter(i18n, unsubscribeUrl),
  ].join("\n");
  const html = layout(
    i18n,
    subject,
    [
      paragraph(greeting),
      paragraph(intro),
      paragraph(about),
      paragraph(trial),
      button(i18n, `${appUrl}/register`, i18n._(/*i18n*/ { id: "Create your account", comment: "Button in the launch mail" })),
      paragraph(thanks),
      paragraph(signature),
    ],
    unsubscribeUrl,
  );
  return { subject, text, html };
}

function teamSignature(i18n: I18n): string {
  return i18n._(/*i18n*/ { id: "The {product} team", comment: "Signature at the end of a mail; {product} is Growly", values: { product: PRODUCT_NAME } });
}

function unsubscribeFooter(i18n: I18n, url: string): string {
  return i18n._(/*i18n*/ "Don't want these mails? Unsubscribe: {url}", { url });
}

/** For text and double-quoted attributes, the only kinds these pages and mails use. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function paragraph(content: string, options: { raw?: boolean } = {}): string {
  return `<p style="margin:0 0 16px">${options.raw ? content : escapeHtml(content)}</p>`;
}

function button(i18n: I18n, href: string, label: string): string {
  const paste = i18n._(/*i18n*/ "Or paste this address into your browser: {url}", { url: href });
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#5b3fd6;color:#ffffff;` +
    `padding:12px 20px;border-radius:12px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(paste)}</p>`
  );
}

/** A plain single-column page every mail client renders; the text body says the same. */
function layout(i18n: I18n, title: string, blocks: string[], unsubscribeUrl?: string): string {
  const footer = unsubscribeUrl
    ? `<p style="margin:32px 0 0;font-size:13px;color:#555">${escapeHtml(i18n._(/*i18n*/ "Don't want these mails?"))} ` +
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#555">${escapeHtml(i18n._(/*i18n*/ { id: "Unsubscribe", comment: "Link at the foot of a mail" }))}</a>.</p>`
    : "";
  const language = isDisplayLanguage(i18n.locale) ? htmlLangOf(i18n.locale) : i18n.locale;
  // A right-to-left language's page runs right to left.
  const dir = isDisplayLanguage(i18n.locale) && directionOf(i18n.locale) === "rtl" ? ' dir="rtl"' : "";
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"${dir}><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#fdf8f3;font-family:Arial,Helvetica,sans-serif;color:#2b2540;font-size:16px;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px">` +
    `<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#5b3fd6">${escapeHtml(PRODUCT_NAME)}</p>` +
    blocks.join("") +
    footer +
    `</div></body></html>`
  );
}
