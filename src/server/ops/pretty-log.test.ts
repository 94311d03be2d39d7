import { describe, expect, it } from "vitest";
import { prettyLogLine, prettyLogStream } from "./pretty-log";

const at = new Date(2026, 10, 26, 9, 5, 7).getTime();

describe("prettyLogLine", () => {
  it("shows the time, the level and the message, then the other fields as key=value", () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: "h",
      msg: "Server listening",
      port: 3000,
      url: "http://0.0.0.0:3000",
    });
    expect(prettyLogLine(line)).toBe("09:05:07 INFO  Server listening port=3000 url=http://0.0.0.0:3000");
  });

  it("quotes text with spaces, names warnings, and puts an error's stack on lines of its own", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: "failed",
      reason: "two words",
      err: { message: "boom", stack: "Error: boom\n    at x" },
    });
    expect(prettyLogLine(line)).toBe('09:05:07 ERROR failed reason="two words" \nError: boom\n    at x');
    expect(prettyLogLine(JSON.stringify({ level: 40, time: at, msg: "careful" }))).toBe("09:05:07 WARN  careful");
  });

  it("colours the level only when asked, and gives back a line that is not JSON as it is", () => {
    expect(prettyLogLine(JSON.stringify({ level: 30, time: at, msg: "hi" }), true)).toBe(
      "09:05:07 \u001b[32mINFO \u001b[0m hi",
    );
    expect(prettyLogLine("Admin password: abc")).toBe("Admin password: abc");
  });
});

describe("prettyLogStream", () => {
  it("writes each whole line as it arrives, however the chunks split them", () => {
    const written: string[] = [];
    const stream = prettyLogStream({ write: (text: string) => written.push(text) } as unknown as NodeJS.WritableStream);
    const one = JSON.stringify({ level: 30, time: at, msg: "one" });
    const two = JSON.stringify({ level: 30, time: at, msg: "two" });
    stream.write(`${one}\n${two.slice(0, 10)}`);
    expect(written).toEqual(["09:05:07 INFO  one\n"]);
    stream.write(`${two.slice(10)}\n`);
    expect(written).toEqual(["09:05:07 INFO  one\n", "09:05:07 INFO  two\n"]);
  });
});
