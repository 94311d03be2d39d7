import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { format } from "node:util";

/**
 * docs/code-style.md#tests: `console.error` during a test is a failure unless the test expects it.
 *
 * Every call is still printed, then the test that caused it fails in `afterEach`. A test that
 * expects an error says so by spying on or mocking `console.error` (`vi.spyOn(console, "error")`):
 * while `console.error` is a mock, its calls are the test's business, not a failure.
 */
// Without isolation a worker loads this file once per test file: wrap the real console.error only once.
const holder = globalThis as { __growlyOriginalConsoleError?: typeof console.error };
holder.__growlyOriginalConsoleError ??= console.error.bind(console);
const originalConsoleError = holder.__growlyOriginalConsoleError;
let unexpected: string[] = [];

function recordingConsoleError(...args: unknown[]): void {
  originalConsoleError(...args);
  // A spy that calls through lands here too; the test asked for these calls.
  if (vi.isMockFunction(console.error)) return;
  unexpected.push(format(...args));
}

console.error = recordingConsoleError;

function takeUnexpected(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}

function failWith(where: string, messages: string[]): never {
  const shown = messages.map((message) => `  - ${message.split("\n").slice(0, 8).join("\n    ")}`).join("\n");
  throw new Error(`console.error was called ${messages.length} time(s) ${where}:\n${shown}`);
}

beforeEach(() => {
  // Calls from a previous file's hooks or from module loading were reported already (or below in afterAll).
  const earlier = takeUnexpected();
  if (earlier.length > 0) failWith("before this test (in a hook or while loading the file)", earlier);
});

afterEach(() => {
  const messages = takeUnexpected();
  if (messages.length > 0) failWith("during this test", messages);
});

afterAll(() => {
  const messages = takeUnexpected();
  if (messages.length > 0) failWith("in a hook of this file", messages);
});
