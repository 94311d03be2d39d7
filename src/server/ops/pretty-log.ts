/**
 * Readable server output in a developer's terminal (docs/deploy.md#logs): each JSON log line pino writes becomes
 * "12:04:05 INFO  message key=value …". Production, and any output that is not a terminal (a file, a log collector,
 * the tests), keeps the JSON lines.
 */
const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
const COLOURS: Record<string, string> = { TRACE: "90", DEBUG: "36", INFO: "32", WARN: "33", ERROR: "31", FATAL: "35" };
/** Fields every line has, shown in their own places or not at all. */
const OWN_FIELDS = new Set(["level", "time", "msg", "pid", "hostname", "v"]);

const two = (value: number) => String(value).padStart(2, "0");

function shown(value: unknown): string {
  if (typeof value === "string") return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** One pino JSON line as a readable line; a line that is not JSON is given back as it is. */
export function prettyLogLine(line: string, colours = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry !== "object" || entry === null) return line;
  const time = typeof entry.time === "number" ? new Date(entry.time) : new Date();
  const clock = `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}`;
  const level = LEVELS[Number(entry.level)] ?? "LOG";
  const label = level.padEnd(5);
  const tinted = colours ? `\u001b[${COLOURS[level] ?? "0"}m${label}\u001b[0m` : label;
  const rest = Object.entries(entry)
    .filter(([key]) => !OWN_FIELDS.has(key))
    .map(([key, value]) => {
      if (key === "err" && typeof value === "object" && value !== null) {
        const error = value as { message?: unknown; stack?: unknown };
        return typeof error.stack === "string" ? `\n${error.stack}` : `err=${shown(error.message)}`;
      }
      return `${key}=${shown(value)}`;
    });
  const message = typeof entry.msg === "string" ? entry.msg : "";
  return [clock, tinted, message, ...rest].filter((part) => part !== "").join(" ");
}

/** A stream for pino that writes readable lines to `out` (a terminal). */
export function prettyLogStream(out: NodeJS.WritableStream & { hasColors?: () => boolean }) {
  const colours = typeof out.hasColors === "function" ? out.hasColors() : false;
  let pending = "";
  return {
    write(chunk: string): boolean {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line !== "") out.write(`${prettyLogLine(line, colours)}\n`);
      return true;
    },
  };
}
