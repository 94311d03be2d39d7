import { describe, expect, it } from "vitest";
import { withoutQuoteMarks } from "./quote-marks";

describe("withoutQuoteMarks", () => {
  it("takes off the quotation marks around a reply in any language's marks, and keeps marks inside it", () => {
    expect(withoutQuoteMarks("“Ooh, look at that!”")).toBe("Ooh, look at that!");
    expect(withoutQuoteMarks("„Oh, guck mal!“")).toBe("Oh, guck mal!");
    expect(withoutQuoteMarks("« Regarde ! »")).toBe("Regarde !");
    expect(withoutQuoteMarks("\"Stop that\"")).toBe("Stop that");
    expect(withoutQuoteMarks("Say “sorry” first")).toBe("Say “sorry” first");
    expect(withoutQuoteMarks("“”")).toBe("“”");
  });
});
