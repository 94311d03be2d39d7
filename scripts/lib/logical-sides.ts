/**
 * Left and right in the client's styles, found and turned into start and end (docs/right-to-left.md).
 *
 * A margin, padding, position, border, corner or text alignment written as left or right stays on that side when the
 * page reads right to left; its logical twin (start, end) follows the reading direction. `toLogical` rewrites what
 * has a twin: Tailwind classes anywhere in a source file (class names live in strings, so every string is read) and,
 * in CSS files and React `style` objects, the properties. `physicalSides` lists what is still physical afterwards,
 * including what has no twin (`translate-x-*`, `origin-left`, `bg-right`…): those need an `rtl:` counterpart on the
 * same line or a reason in the check's allow-list (tests/lint/logical-sides.test.ts).
 */

export type SourceKind = "script" | "css";

export type PhysicalSide = {
  /** 1-based line of the finding. */
  line: number;
  /** What was found, as written (a class without its variants, or a property). */
  found: string;
  /** Its logical twin, or what to do when it has none. */
  instead: string;
};

/** A class that is followed by a value (`ml-4`, `left-1/2`, `pr-[3px]`, `ml-auto`). */
const VALUE = String.raw`(?=[\w.\[(])`;
/** A class that stands alone or takes a value (`border-l`, `border-l-2`, `rounded-tl-none`). */
const ALONE_OR_VALUE = String.raw`(?=-[\w.\[(]|(?![\w-]))`;
/** A class that stands alone (`text-left`). */
const ALONE = String.raw`(?![\w-])`;
/** Start of a class: not inside a longer word; a variant (`md:`), `!` or a negative sign may come before. */
const START = String.raw`(?<![\w-])(-?)`;
/** A position's value: a number, a fraction, `px`, `auto`, `full`, or an arbitrary value (not `right-answer`). */
const POSITION_VALUE = String.raw`(?=\d|px(?![\w-])|auto(?![\w-])|full(?![\w-])|\[|\()`;

type Rule = { pattern: RegExp; replace: (match: string, ...groups: string[]) => string };

const SIDE = { l: "s", r: "e" } as const;
const CORNER: Record<string, string> = { l: "s", r: "e", tl: "ss", tr: "se", bl: "es", br: "ee" };
const WORD = { left: "start", right: "end" } as const;

/** Tailwind classes with a logical twin. */
const CLASS_RULES: Rule[] = [
  // ml- mr- pl- pr- → ms- me- ps- pe-
  { pattern: new RegExp(`${START}([mp])([lr])-${VALUE}`, "g"), replace: (_, sign, box, side) => `${sign}${box}${SIDE[side as "l"]}-` },
  // scroll-ml- … → scroll-ms- …
  {
    pattern: new RegExp(`${START}scroll-([mp])([lr])-${VALUE}`, "g"),
    replace: (_, sign, box, side) => `${sign}scroll-${box}${SIDE[side as "l"]}-`,
  },
  // left-4 right-0 → start-4 end-0
  { pattern: new RegExp(`${START}(left|right)-${POSITION_VALUE}`, "g"), replace: (_, sign, word) => `${sign}${WORD[word as "left"]}-` },
  // text-left float-right clear-left → text-start float-end clear-start
  {
    pattern: new RegExp(`(?<![\\w-])(text|float|clear)-(left|right)${ALONE}`, "g"),
    replace: (_, utility, word) => `${utility}-${WORD[word as "left"]}`,
  },
  // border-l border-r-2 border-l-danger → border-s border-e-2 border-s-danger
  { pattern: new RegExp(`(?<![\\w-])border-([lr])${ALONE_OR_VALUE}`, "g"), replace: (_, side) => `border-${SIDE[side as "l"]}` },
  // rounded-l rounded-tr-lg → rounded-s rounded-se-lg
  {
    pattern: new RegExp(`(?<![\\w-])rounded-(l|r|tl|tr|bl|br)${ALONE_OR_VALUE}`, "g"),
    replace: (_, corner) => `rounded-${CORNER[corner]}`,
  },
];

/** React style properties with a logical twin (`marginLeft` → `marginInlineStart`). */
const STYLE_PROPERTY_RULES: Rule[] = [
  {
    pattern: /(?<![\w-])(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)(?=\w*\s*:)/g,
    replace: (_, box, side) => `${box}${side === "Left" ? "InlineStart" : "InlineEnd"}`,
  },
  {
    pattern: /(?<![\w-])border(Top|Bottom)(Left|Right)Radius(?=\s*:)/g,
    replace: (_, block, side) => `border${block === "Top" ? "Start" : "End"}${side === "Left" ? "Start" : "End"}Radius`,
  },
  {
    pattern: /(?<![\w-])(textAlign|float|clear)(\s*:\s*)(["'])(left|right)\3/g,
    replace: (_, property, colon, quote, word) =>
      `${property}${colon}${quote}${property === "textAlign" ? WORD[word as "left"] : `inline-${WORD[word as "left"]}`}${quote}`,
  },
  { pattern: /(?<![\w-])(left|right)(?=\s*:)/g, replace: (word) => (word === "left" ? "insetInlineStart" : "insetInlineEnd") },
];

/** CSS properties with a logical twin (`margin-left` → `margin-inline-start`). */
const CSS_PROPERTY_RULES: Rule[] = [
  {
    pattern: /(?<![\w-])(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(?=[\w-]*\s*:)/g,
    replace: (_, box, side) => `${box}-inline-${WORD[side as "left"]}`,
  },
  {
    pattern: /(?<![\w-])border-(top|bottom)-(left|right)-radius(?=\s*:)/g,
    replace: (_, block, side) => `border-${block === "top" ? "start" : "end"}-${WORD[side as "left"]}-radius`,
  },
  {
    pattern: /(?<![\w-])(text-align|float|clear)(\s*:\s*)(left|right)(?![\w-])/g,
    replace: (_, property, colon, word) =>
      `${property}${colon}${property === "text-align" ? WORD[word as "left"] : `inline-${WORD[word as "left"]}`}`,
  },
  { pattern: /(?<![\w-])(left|right)(?=\s*:)/g, replace: (word) => `inset-inline-${WORD[word as "left"]}` },
];

/** Physical classes without a logical twin: each needs an `rtl:` counterpart on its line, or a reason to stay. */
const NO_TWIN: { pattern: RegExp; instead: string }[] = [
  { pattern: /(?<![\w-])-?translate-x-[\w.%/[\]()-]+/g, instead: "add an rtl: translate that mirrors it" },
  { pattern: /(?<![\w-])origin-(?:top-|bottom-)?(?:left|right)(?![\w-])/g, instead: "add an rtl: origin that mirrors it" },
  { pattern: /(?<![\w-])(?:bg|object)-(?:top-|bottom-)?(?:left|right)(?![\w-])/g, instead: "add an rtl: position that mirrors it" },
];

/** A CSS comment (captured, so splitting on it keeps it at the odd places). */
const CSS_COMMENT = /(\/\*[\s\S]*?\*\/)/;

/** The spans of `style={{ … }}` in a script (braces counted, so `${…}` inside a template does not end one). */
function styleSpans(source: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of source.matchAll(/style=\{\{/g)) {
    const start = match.index + match[0].length;
    let depth = 2;
    let index = start;
    while (index < source.length && depth > 0) {
      if (source[index] === "{") depth += 1;
      else if (source[index] === "}") depth -= 1;
      index += 1;
    }
    spans.push([start, index]);
  }
  return spans;
}

function applyRules(text: string, rules: Rule[]): string {
  return rules.reduce((result, rule) => result.replace(rule.pattern, rule.replace as (...args: string[]) => string), text);
}

/** The source with every physical class and property that has a logical twin written as that twin. */
export function toLogical(source: string, kind: SourceKind): string {
  if (kind === "css") {
    // Classes in @apply, then the properties of the rules; comments stay as written.
    return source
      .split(CSS_COMMENT)
      .map((part, index) =>
        index % 2 === 1 ? part : applyRules(part.replace(/@apply[^;]*;/g, (line) => applyRules(line, CLASS_RULES)), CSS_PROPERTY_RULES),
      )
      .join("");
  }
  let result = applyRules(source, CLASS_RULES);
  // Style properties only inside style={{ … }}: elsewhere `left:` is an ordinary object key.
  for (const [start, end] of styleSpans(result).reverse()) {
    result = result.slice(0, start) + applyRules(result.slice(start, end), STYLE_PROPERTY_RULES) + result.slice(end);
  }
  return result;
}

/** The whole class (or property name) that starts at `index`: `left-1/2`, `-translate-x-[120%]`, `paddingLeft`. */
function wholeToken(text: string, index: number): string {
  return /^[\w\-./%[\]()#!]+/.exec(text.slice(index))?.[0] ?? "";
}

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split("\n").length;
}

/** Every physical left/right left in the source: what `toLogical` would change, and what has no twin. */
export function physicalSides(source: string, kind: SourceKind): PhysicalSide[] {
  const found: PhysicalSide[] = [];
  const collect = (text: string, offset: number, rules: Rule[]) => {
    for (const rule of rules) {
      for (const match of text.matchAll(rule.pattern)) {
        const token = wholeToken(text, match.index);
        const instead = rule.replace(match[0], ...match.slice(1).map((group) => group ?? "")) + token.slice(match[0].length);
        found.push({ line: lineAt(source, offset + match.index), found: token, instead });
      }
    }
  };
  if (kind === "css") {
    const code = source.replace(new RegExp(CSS_COMMENT.source, "g"), (comment) => comment.replace(/[^\n]/g, " "));
    for (const match of code.matchAll(/@apply[^;]*;/g)) collect(match[0], match.index, CLASS_RULES);
    collect(code, 0, CSS_PROPERTY_RULES);
  } else {
    collect(source, 0, CLASS_RULES);
    for (const [start, end] of styleSpans(source)) collect(source.slice(start, end), start, STYLE_PROPERTY_RULES);
  }
  const lines = source.split("\n");
  for (const { pattern, instead } of NO_TWIN) {
    for (const match of source.matchAll(pattern)) {
      const line = lineAt(source, match.index);
      if (/(?<![\w-])(?:rtl|ltr):/.test(lines[line - 1]!)) continue;
      found.push({ line, found: wholeToken(source, match.index), instead });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
