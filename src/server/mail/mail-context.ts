import type { Mailer } from "./mailer";
import { type Subscriber, UnsubscribeTokens } from "./unsubscribe-token";

/** What every sender of mail needs: the mailer, the address links point at, and signed unsubscribe links. */
export interface MailContext {
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
}

export function createMailContext(mailer: Mailer, publicUrl: string, secret: string): MailContext {
  return { mailer, publicUrl: publicUrl.replace(/\/+$/, ""), unsubscribeTokens: new UnsubscribeTokens(secret) };
}

export function unsubscribeUrl(context: MailContext, subscriber: Subscriber): string {
  return `${context.publicUrl}/unsubscribe?token=${context.unsubscribeTokens.sign(subscriber)}`;
}

/** RFC 2369 and RFC 8058: mail clients show their own Unsubscribe button and may press it with one POST. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
