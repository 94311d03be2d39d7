import { and, eq, isNull } from "drizzle-orm";
import type { I18n } from "@lingui/core";
import { directionOf, htmlLangOf, isDisplayLanguage } from "../../shared/i18n/locales";
import type { FastifyInstance, FastifyReply } from "fastify";
import { PRODUCT_NAME } from "../../shared/product";
import { mergeSettings, resolveSettings } from "../../shared/schemas/settings";
import type { AppDb } from "../db/client";
import { users, waitlistSignups } from "../db/schema";
import type { MailContext } from "./mail-context";
import { escapeHtml } from "./templates";
import type { Subscriber } from "./unsubscribe-token";
import { i18nFor, visitorLanguage } from "../i18n/i18n";

/**
 * The unsubscribe link of every non-transactional mail. Opening it shows a page with one button (link scanners
 * open links; they must not unsubscribe anybody); the button, and a mail client's one-click POST (RFC 8058), do it.
 */
export function unsubscribeRoutes(db: AppDb, mail: MailContext) {
  return async function register(app: FastifyInstance) {
    // Forms and mail clients post form data; the body says nothing the token doesn't.
    app.addContentTypeParser("*", (_request, payload, done) => {
      payload.resume();
      payload.on("end", () => done(null, undefined));
      payload.on("error", done);
    });

    app.get<{ Querystring: { token?: string } }>("/unsubscribe", async (request, reply) => {
      const token = String(request.query.token ?? "");
      // In the language of the browser that opened the mail's link.
      const i18n = i18nFor(visitorLanguage(request));
      if (!mail.unsubscribeTokens.verify(token)) return sendInvalid(reply, i18n);
      const unsubscribeLabel = escapeHtml(i18n._(/*i18n*/ { id: "Unsubscribe", comment: "Link at the foot of a mail" }));
      const explanation = i18n._(
        /*i18n*/ "Press the button and we'll stop sending you these mails. Mails you ask for, like a password reset, still arrive.",
      );
      return sendPage(
        reply,
        i18n,
        200,
        i18n._(/*i18n*/ { id: "Unsubscribe", comment: "Link at the foot of a mail" }),
        `<p>${escapeHtml(explanation)}</p>
<form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${unsubscribeLabel}</button></form>`,
      );
    });

    app.post<{ Querystring: { token?: string } }>("/unsubscribe", async (request, reply) => {
      const subscriber = mail.unsubscribeTokens.verify(String(request.query.token ?? ""));
      const i18n = i18nFor(visitorLanguage(request));
      if (!subscriber) return sendInvalid(reply, i18n);
      await unsubscribe(db, subscriber);
      request.log.info({ subscriber: subscriber.kind }, "unsubscribed");
      const what =
        subscriber.kind === "parent"
          ? i18n._(/*i18n*/ "Weekly progress emails are off. You can turn Email notifications on again in Settings whenever you like.")
          : i18n._(/*i18n*/ "You won't get any more mails about the waitlist.");
      const back = i18n._(/*i18n*/ { id: "Back to {product}", comment: "Link to the app; {product} is Growly", values: { product: PRODUCT_NAME } });
      return sendPage(
        reply,
        i18n,
        200,
        i18n._(/*i18n*/ "You're unsubscribed"),
        `<p>${escapeHtml(what)}</p><p><a href="/">${escapeHtml(back)}</a></p>`,
      );
    });
  };
}

export async function unsubscribe(db: AppDb, subscriber: Subscriber): Promise<void> {
  if (subscriber.kind === "signup") {
    await db
      .update(waitlistSignups)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(waitlistSignups.id, subscriber.id), isNull(waitlistSignups.unsubscribedAt)));
    return;
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ settings: users.settings }).from(users).where(eq(users.id, subscriber.id)).for("update");
    if (!row) return;
    const settings = mergeSettings(resolveSettings(row.settings), { notifications: { email: false } });
    await tx.update(users).set({ settings, updatedAt: new Date() }).where(eq(users.id, subscriber.id));
  });
}

function sendInvalid(reply: FastifyReply, i18n: I18n) {
  const explanation = i18n._(/*i18n*/ "This unsubscribe link isn't complete. Please use the link from the mail itself.");
  return sendPage(reply, i18n, 400, i18n._(/*i18n*/ "This link doesn't work"), `<p>${escapeHtml(explanation)}</p>`);
}

function sendPage(reply: FastifyReply, i18n: I18n, status: number, title: string, body: string) {
  const language = isDisplayLanguage(i18n.locale) ? htmlLangOf(i18n.locale) : i18n.locale;
  // A right-to-left language's page runs right to left.
  const dir = isDisplayLanguage(i18n.locale) && directionOf(i18n.locale) === "rtl" ? ' dir="rtl"' : "";
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#fdf8f3;color:#2b2540;margin:0;padding:24px;line-height:1.5}
main{max-width:32rem;margin:10vh auto;background:#fff;border-radius:16px;padding:24px}
button{background:#5b3fd6;color:#fff;border:0;border-radius:12px;padding:12px 20px;font-size:1rem;font-weight:bold;min-height:48px;cursor:pointer}
a{color:#4a2fc2}</style></head>
<body><main><p><strong>${PRODUCT_NAME}</strong></p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}
