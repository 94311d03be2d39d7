/**
 * What a lesson screen reads aloud (docs/lesson-players.md#listening-to-a-lesson): its own markup, in the order it is
 * shown. Players need no code of their own for it: headings, paragraphs and list items are read as they are, answer
 * options (a pressed-or-not button, a radio, a labelled input) with their letter, and whatever appears in the feedback
 * sheet or a live region after an answer as feedback. Controls (Next, Submit…), drawings (`aria-hidden`), form fields,
 * anything marked `data-read="skip"` (the parent's own words) and the counts of where the parent is (`data-read="count"`,
 * "2 of 5": the progress bar shows it) are never read.
 */

export interface ReadablePart {
  element: Element;
  /** The words spoken, an option's with its letter ("Option A: …"). */
  text: string;
  /** Feedback that came with an answer is read at once, in place of what was still to read. */
  kind: "text" | "option" | "feedback";
}

/** The mark that keeps an element (and all inside it) from being read aloud: the parent's own words. */
export const NOT_READ_ALOUD = { "data-read": "skip" } as const;

/** The mark of a count of where the parent is ("2 of 5", "Step 1 of 4"): not read, the card's content is. */
export const PROGRESS_COUNT = { "data-read": "count" } as const;

/** Where the feedback of an answer shows: the frame's feedback sheet (portalled), a live region, an alert. */
export const FEEDBACK_PLACES = '[data-feedback-sheet], [aria-live], [role="status"], [role="alert"]';

const TEXT_BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, legend, blockquote, dt, dd, figcaption, [data-read="text"]';
const OPTIONS = 'button[aria-pressed], [role="radio"], [role="checkbox"], label:has(> input[type="radio"]), label:has(> input[type="checkbox"])';
const NEVER = 'button, textarea, input, select, script, style, svg, nav, [data-read="skip"], [data-read="count"], [aria-hidden="true"], [hidden]';
const GROUPS = '[role="group"], [role="radiogroup"], fieldset, ul, ol';

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** An element's words as a person hears them: drawings and other hidden parts left out, spaces tidied. */
export function spokenText(element: Element): string {
  let text = "";
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      text += node.textContent ?? "";
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.matches('[aria-hidden="true"], [hidden], [data-read="skip"], [data-read="count"], script, style, svg, textarea, select')) return;
    const block = /^(P|DIV|LI|BR|H[1-6])$/.test(node.tagName);
    if (block) text += " ";
    node.childNodes.forEach(walk);
    if (block) text += " ";
  };
  walk(element);
  return text.replace(/\s+/g, " ").trim();
}

/** An option's letter: the one it shows (`data-answer-letter`), else its place among the options of its group. */
function letterOf(option: Element, root: Element): string {
  const shown = option.querySelector("[data-answer-letter]")?.textContent?.trim();
  if (shown) return shown;
  const group = option.parentElement?.closest(GROUPS) ?? option.parentElement ?? root;
  const siblings = [...group.querySelectorAll(OPTIONS)];
  const index = Math.max(0, siblings.indexOf(option));
  return LETTERS[index] ?? String(index + 1);
}

/**
 * The readable parts under `roots`, in document order within each root. `optionText` says an option with its letter
 * in the app's language ("Option A: …").
 */
export function readableParts(roots: readonly Element[], optionText: (letter: string, text: string) => string): ReadablePart[] {
  const parts: ReadablePart[] = [];
  for (const root of roots) {
    const feedbackRoot = root.matches("[data-feedback-sheet]");
    const visit = (element: Element) => {
      const isOption = element.matches(OPTIONS);
      if (!isOption && element !== root && element.matches(NEVER)) return;
      const kind = feedbackRoot || element.closest(FEEDBACK_PLACES) ? "feedback" : undefined;
      if (isOption) {
        const text = spokenText(element);
        if (text) parts.push({ element, text: optionText(letterOf(element, root), text), kind: kind ?? "option" });
        return;
      }
      // A block that holds options or other blocks is read through them, one part each.
      if (element.matches(TEXT_BLOCKS) && !element.querySelector(`${OPTIONS}, ${TEXT_BLOCKS}`)) {
        const text = spokenText(element);
        if (text) parts.push({ element, text, kind: kind ?? "text" });
        return;
      }
      for (const child of element.children) visit(child);
    };
    visit(root);
  }
  return parts;
}
