/**
 * The server's clock: the machine's time in production (src/server/app.ts), the test's own where a test sets one
 * (createTestApp's `clock`). Routes and domain functions read "now" through it, never `new Date()` for a day or an hour.
 */
export type Clock = () => Date;
