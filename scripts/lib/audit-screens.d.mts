// Types of scripts/lib/audit-screens.mjs for the TypeScript tests that drive it (tests/e2e/audit-signed-in.test.ts).
import type { Browser, Page as PuppeteerPage } from "puppeteer-core";

export interface AuditedScreen {
  name: string;
  file: string;
  path: string;
}

/** What assertSignedIn reads a page through: Puppeteer's and Playwright's pages both have it. */
interface EvaluatingPage {
  evaluate<T>(fn: () => T): Promise<T>;
}

export const AUDIT_PHONE: { mobile: boolean; width: number; height: number; deviceScaleFactor: number; disabled: boolean };
export const SESSION_COOKIE: string;
export function openAuditChromium(): Promise<{ port: number; close: () => Promise<void> }>;
export function connectSignedIn(port: number, base: string, cookie: string): Promise<{ browser: Browser; page: PuppeteerPage }>;
export function assertSignedIn(page: EvaluatingPage, screen: AuditedScreen, parentId: number, refused?: string[]): Promise<void>;
export function refusedReads(lhr: unknown): string[];
export function auditScreen(
  screen: AuditedScreen,
  options: {
    base: string;
    page: PuppeteerPage;
    parentId: number;
    cookie: string;
    categories?: string[];
    reportFile?: string;
    onlyAudits?: string[];
    log?: (line: string) => void;
  },
): Promise<{ screen: AuditedScreen; apiReads: number; js: { url: string; raw: number; gzip: number }[] }>;
