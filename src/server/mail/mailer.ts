import nodemailer from "nodemailer";

/** One mail, ready to send: both bodies, and any extra headers (List-Unsubscribe for non-transactional mail). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the mail server accepted the mail; rejects when it did not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface MailLog {
  info(fields: object, message: string): void;
}

export interface MailerSettings {
  /** `smtp://user:pass@host:port` or `smtps://…`; unset writes every mail to the log instead. */
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
}

/** SMTP when a server is configured, else the log (development). */
export function createMailer(settings: MailerSettings): Mailer {
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.from) : logMailer(settings.log);
}

function smtpMailer(url: string, from: string): Mailer {
  // A pool keeps one or two connections open, so the waitlist's launch mails don't open one each.
  const transport = nodemailer.createTransport(
    { url, pool: true, maxConnections: 2, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    send: async (mail) => {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
    close: () => transport.close(),
  };
}

/** Development without a mail server: the whole plain-text mail goes to the log, links included. */
function logMailer(log: MailLog): Mailer {
  return {
    send: async (mail) => {
      log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers } }, "mail (SMTP_URL unset, not sent)");
    },
    close: () => {},
  };
}

/** The same mailer, telling `count` whether each mail was accepted (the metrics' mails sent and failed). */
export function countedMailer(mailer: Mailer, count: (outcome: "sent" | "failed") => void): Mailer {
  return {
    send: async (mail) => {
      try {
        await mailer.send(mail);
      } catch (error) {
        count("failed");
        throw error;
      }
      count("sent");
    },
    close: () => mailer.close(),
  };
}
