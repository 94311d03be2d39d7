import { PRODUCT_NAME, TRIAL_DAYS } from "../../shared/product";
import type { OutgoingMail } from "./mailer";

/** Minutes a password reset link works; the mail says so. */
export const RESET_LINK_MINUTES = 30;

type MailBody = Omit<OutgoingMail, "to" | "headers">;

export function passwordResetMail(link: string): MailBody {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    "Hi there,",
    "",
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. It happens to all of us.`,
    "",
    "Choose a new password here:",
    link,
    "",
    `The link works once, for the next ${RESET_LINK_MINUTES} minutes. Using it signs you out everywhere else, so only you are signed in.`,
    "",
    "If you didn't ask for this, you can ignore this mail: your password stays as it is.",
    "",
    `The ${PRODUCT_NAME} team`,
  ].join("\n");
  const html = layout(subject, [
    paragraph("Hi there,"),
    paragraph(`Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. It happens to all of us.`),
    button(link, "Choose a new password"),
    paragraph(`The link works once, for the next ${RESET_LINK_MINUTES} minutes. Using it signs you out everywhere else, so only you are signed in.`),
    paragraph("If you didn't ask for this, you can ignore this mail: your password stays as it is."),
    paragraph(`The ${PRODUCT_NAME} team`),
  ]);
  return { subject, text, html };
}

export interface WeeklyFigures {
  username: string;
  lessonsThisWeek: number;
  xpThisWeek: number;
  streak: number;
  totalXp: number;
}

export function weeklyProgressMail(figures: WeeklyFigures, appUrl: string, unsubscribeUrl: string): MailBody {
  const subject = `Your week with ${PRODUCT_NAME}`;
  const summary =
    figures.lessonsThisWeek === 0
      ? "This week was a quiet one, and that's fine: busy weeks are part of parenting. One short lesson is enough to pick it up again whenever you're ready."
      : `You finished ${plural(figures.lessonsThisWeek, "new lesson")} this week and earned ${figures.xpThisWeek} XP with them. Every small practice adds up.`;
  const lines = [
    `Hi ${figures.username},`,
    "",
    summary,
    "",
    `Streak: ${plural(figures.streak, "day")}`,
    `Total XP: ${figures.totalXp}`,
    "",
    `Carry on: ${appUrl}`,
  ];
  const text = [...lines, "", `The ${PRODUCT_NAME} team`, "", unsubscribeFooter(unsubscribeUrl)].join("\n");
  const html = layout(
    subject,
    [
      paragraph(`Hi ${figures.username},`),
      paragraph(summary),
      paragraph(`Streak: ${plural(figures.streak, "day")}<br>Total XP: ${figures.totalXp}`, { raw: true }),
      button(appUrl, `Open ${PRODUCT_NAME}`),
      paragraph(`The ${PRODUCT_NAME} team`),
    ],
    unsubscribeUrl,
  );
  return { subject, text, html };
}

export function launchMail(appUrl: string, unsubscribeUrl: string): MailBody {
  const subject = `${PRODUCT_NAME} is open: come on in`;
  const intro = `You joined the ${PRODUCT_NAME} waitlist, and we promised to tell you as soon as we launched. We have!`;
  const about = `${PRODUCT_NAME} is short, warm lessons for parents of little ones, with Pip, Zo, Growler and friends. Five minutes a day, one-handed on your phone, at your own pace.`;
  const trial = `Every new account starts with ${TRIAL_DAYS} days of everything, free.`;
  const text = [
    "Hi there,",
    "",
    intro,
    "",
    about,
    trial,
    "",
    `Create your account: ${appUrl}/register`,
    "",
    "Thank you for waiting with us.",
    `The ${PRODUCT_NAME} team`,
    "",
    unsubscribeFooter(unsubscribeUrl),
  ].join("\n");
  const html = layout(
    subject,
    [
      paragraph("Hi there,"),
      paragraph(intro),
      paragraph(about),
      paragraph(trial),
      button(`${appUrl}/register`, "Create your account"),
      paragraph("Thank you for waiting with us."),
      paragraph(`The ${PRODUCT_NAME} team`),
    ],
    unsubscribeUrl,
  );
  return { subject, text, html };
}

function unsubscribeFooter(url: string): string {
  return `Don't want these mails? Unsubscribe: ${url}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** For text and double-quoted attributes, the only kinds these pages and mails use. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function paragraph(content: string, options: { raw?: boolean } = {}): string {
  return `<p style="margin:0 0 16px">${options.raw ? content : escapeHtml(content)}</p>`;
}

function button(href: string, label: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#5b3fd6;color:#ffffff;` +
    `padding:12px 20px;border-radius:12px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">Or paste this address into your browser: ${escapeHtml(href)}</p>`
  );
}

/** A plain single-column page every mail client renders; the text body says the same. */
function layout(title: string, blocks: string[], unsubscribeUrl?: string): string {
  const footer = unsubscribeUrl
    ? `<p style="margin:32px 0 0;font-size:13px;color:#555">Don't want these mails? <a href="${escapeHtml(unsubscribeUrl)}" style="color:#555">Unsubscribe</a>.</p>`
    : "";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#fdf8f3;font-family:Arial,Helvetica,sans-serif;color:#2b2540;font-size:16px;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px">` +
    `<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#5b3fd6">${escapeHtml(PRODUCT_NAME)}</p>` +
    blocks.join("") +
    footer +
    `</div></body></html>`
  );
}
