import { and, asc, count, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { sentMails, waitlistSignups } from "../db/schema";
import { type MailContext, listUnsubscribeHeaders, unsubscribeUrl } from "./mail-context";
import { sendOnce } from "./claims";
import { launchMail } from "./templates";
import { i18nFor, languageOfSettings } from "../i18n/i18n";

export interface LaunchMailStatus {
  /** Signups who still get a launch mail: not sent, not being sent, not unsubscribed. */
  pending: number;
  sent: number;
  unsubscribed: number;
  /** Whether this instance is sending right now. */
  sending: boolean;
}

interface Log {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Mail servers and providers throttle bulk senders; a steady pace keeps the launch out of spam folders. */
export const DEFAULT_LAUNCH_MAIL_INTERVAL_MS = 200;

/** Consecutive refusals after which the mail server is taken to be down and the run stops. */
const MAX_FAILURES_IN_A_ROW = 3;

const launchKey = (signupId: number) => `signup:${signupId}`;

/**
 * The waitlist's promise kept: one launch mail to each signup. Every mail is claimed in the database before it is
 * sent (sent_mails), so a second press, or the same press on another instance, sends nothing twice.
 */
export class LaunchMailSender {
  private run: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: AppDb,
    private readonly mail: MailContext,
    private readonly log: Log,
    private readonly intervalMs = DEFAULT_LAUNCH_MAIL_INTERVAL_MS,
  ) {}

  /** The mail a signup receives, with an example unsubscribe link. */
  preview() {
    return launchMail(this.mail.publicUrl, `${this.mail.publicUrl}/unsubscribe?token=…`);
  }

  /** Starts sending unless this instance already is; resolves when the run ends (tests wait on it). */
  start(): Promise<void> {
    this.run ??= this.sendAll().finally(() => {
      this.run = undefined;
    });
    return this.run;
  }

  get sending(): boolean {
    return this.run !== undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.run;
  }

  async status(): Promise<LaunchMailStatus> {
    const [row] = await this.db
      .select({
        unsubscribed: count(waitlistSignups.unsubscribedAt),
        sent: sql<number>`count(*) filter (where ${sentMails.status} = 'sent')`,
        pending: sql<number>`count(*) filter (where ${sentMails.key} is null and ${waitlistSignups.unsubscribedAt} is null)`,
      })
      .from(waitlistSignups)
      .leftJoin(sentMails, and(eq(sentMails.kind, "launch"), eq(sentMails.signupId, waitlistSignups.id)));
    return {
      pending: Number(row?.pending ?? 0),
      sent: Number(row?.sent ?? 0),
      unsubscribed: Number(row?.unsubscribed ?? 0),
      sending: this.sending,
    };
  }

  private async sendAll(): Promise<void> {
    const refused: number[] = [];
    let sent = 0;
    let failuresInARow = 0;
    while (!this.stopped && failuresInARow < MAX_FAILURES_IN_A_ROW) {
      const next = await this.nextSignup(refused);
      if (!next) break;
      try {
        const url = unsubscribeUrl(this.mail, { kind: "signup", id: next.id });
        const claimed = await sendOnce(this.db, { kind: "launch", key: launchKey(next.id), signupId: next.id }, () =>
          this.mail.mailer.send({ to: next.email, ...launchMail(this.mail.publicUrl, url, i18nFor(languageOfSettings({ language: next.language }))), headers: listUnsubscribeHeaders(url) }),
        );
        if (!claimed) continue;
        sent += 1;
        failuresInARow = 0;
      } catch (error) {
        refused.push(next.id);
        failuresInARow += 1;
        this.log.error({ err: error, signupId: next.id }, "launch mail failed");
      }
      if (this.intervalMs > 0) await new Promise((resolve) => setTimeout(resolve, this.intervalMs));
    }
    this.log.info({ sent, failed: refused.length }, "launch mail run ended");
  }

  /** The oldest signup nobody has claimed yet (refused ones wait for the next press). */
  private async nextSignup(refused: number[]) {
    const [row] = await this.db
      .select({ id: waitlistSignups.id, email: waitlistSignups.email, language: waitlistSignups.language })
      .from(waitlistSignups)
      .leftJoin(sentMails, and(eq(sentMails.kind, "launch"), eq(sentMails.signupId, waitlistSignups.id)))
      .where(
        and(
          isNull(sentMails.key),
          isNull(waitlistSignups.unsubscribedAt),
          refused.length > 0 ? notInArray(waitlistSignups.id, refused) : undefined,
        ),
      )
      .orderBy(asc(waitlistSignups.id))
      .limit(1);
    return row;
  }
}
