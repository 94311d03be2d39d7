import type { Mailer, OutgoingMail } from "../mail/mailer";

/** Keeps every mail the app sends, so an API test can read it and follow its links. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  private waiters: Array<() => void> = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    for (const wake of this.waiters.splice(0)) wake();
  }

  close(): void {}

  to(address: string): OutgoingMail[] {
    return this.sent.filter((mail) => mail.to === address);
  }

  /** The first mail to that address, waiting for it up to a few seconds (some mails leave after the answer). */
  async waitFor(address: string, timeoutMs = 5_000): Promise<OutgoingMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address)[0];
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** The first address in a mail's text that starts with this prefix (e.g. the reset link). */
export function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}[^\\s<>"]*`).exec(text);
  if (!match) throw new Error(`No link starting ${prefix} in:\n${text}`);
  return match[0];
}
