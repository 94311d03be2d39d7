/**
 * Zod compiles object schemas with `new Function` unless told not to, and probes for it first. The app's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses that probe and the browser reports a CSP
 * violation on every screen that loads a form schema. Interpreted parsing is fast enough for forms, so the client
 * switches the compiler off before any schema is built. Zod reads this global config object when it loads
 * (`z.config({ jitless: true })` would pull zod into the entry chunk).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
