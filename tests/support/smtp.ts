import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as a real SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from: string;
  headers: Record<string, string>;
  receivedAt: number;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:{port}`, ready for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Mails to one address, in the order received. */
  to(address: string): ReceivedMail[];
  /** Resolves once `count` mails (to `address`, when given) have arrived. */
  waitFor(count: number, address?: string, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (no TLS, any login), keeping every mail it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(toReceived(mail));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      if (typeof address === "object" && address) resolve(address.port);
      else reject(new Error("SMTP server has no port"));
    });
  });
  const to = (address: string) => received.filter((mail) => mail.to === address.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    waitFor: async (count, address, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = address ? to(address) : received;
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails${address ? ` to ${address}` : ""}, got ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function toReceived(mail: ParsedMail): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(":") + 1).trim();
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return {
    to: (to?.value[0]?.address ?? "").toLowerCase(),
    from: mail.from?.text ?? "",
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    headers,
    receivedAt: Date.now(),
  };
}
