import { LESSON_PAGE_MAX, LESSON_SCREENS } from "../../lesson-screens";
import type { LessonAttemptState } from "../../schemas/attempt";

/**
 * The lesson frame's own state: the teaching cards (`lead`), then the intro slideshow, then the activity, with the
 * progress bar across all of them. The player's state rides along so one object is saved and restored.
 */
export type FrameState = LessonAttemptState;

/** What the frame needs to know about a lesson to move through it. */
export interface FrameShape {
  /** How many teaching cards open the lesson. */
  leadCount: number;
  /** How many intro slideshow pages follow them. */
  introCount: number;
  /** The teaching cards that carry a check (by index) and how many options each offers: Next waits on each until it is answered. */
  checkOptions?: Readonly<Record<number, number>>;
}

export type FrameAction =
  | { type: "next" }
  | { type: "back" }
  | { type: "progress"; percent: number }
  | { type: "player"; state: Record<string, unknown> }
  | { type: "check"; page: number; choice: number }
  | { type: "restart" };

function firstScreen(shape: FrameShape): Pick<FrameState, "screen" | "page"> {
  if (shape.leadCount > 0) return { screen: "lead", page: 0 };
  if (shape.introCount > 0) return { screen: "intro", page: 0 };
  return { screen: "activity", page: 0 };
}

/** What the frame needs to know of a lesson's teaching cards and intro pages to move through them. */
export function frameShapeOf(
  lead: readonly { check?: { options: readonly unknown[] } | undefined }[] | undefined,
  intro: readonly unknown[] | undefined,
): FrameShape {
  const checkOptions = Object.fromEntries(
    (lead ?? []).flatMap((card, index) => (card.check ? [[index, card.check.options.length] as const] : [])),
  );
  return { leadCount: lead?.length ?? 0, introCount: intro?.length ?? 0, checkOptions };
}

export function initialFrame(shape: FrameShape): FrameState {
  const first = firstScreen(shape);
  return { ...first, percent: framePercent(shape, first.screen, first.page, 0), player: null };
}

/** Screens before the activity: the lead cards, then the intro pages. */
function pagesBefore(shape: FrameShape, screen: FrameState["screen"], page: number): number {
  if (screen === "lead") return page;
  if (screen === "intro") return shape.leadCount + page;
  return shape.leadCount + shape.introCount;
}

/**
 * The bar across the top: each lead card and intro page is one share, the activity one more share that fills with
 * the player's own progress.
 */
export function framePercent(
  shape: FrameShape,
  screen: FrameState["screen"],
  page: number,
  playerPercent: number,
): number {
  const shares = shape.leadCount + shape.introCount + 1;
  const done = pagesBefore(shape, screen, page) + (screen === "activity" ? clampPercent(playerPercent) / 100 : 0);
  return Math.round((done / shares) * 1000) / 10;
}

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/** The activity's own progress back out of the frame's bar, so a restored bar starts where it was. */
export function playerPercentOf(shape: FrameShape, state: FrameState): number {
  if (state.screen !== "activity") return 0;
  const shares = shape.leadCount + shape.introCount + 1;
  const before = shape.leadCount + shape.introCount;
  return clampPercent(Math.round(((state.percent / 100) * shares - before) * 100));
}

export function frameReducer(shape: FrameShape) {
  return (state: FrameState, action: FrameAction): FrameState => {
    switch (action.type) {
      case "next": {
        if (state.screen === "lead" && !checkAnswered(state, shape, state.page)) return state;
        if (state.screen === "lead" && state.page + 1 < shape.leadCount) return at(state, "lead", state.page + 1);
        if (state.screen === "lead" && shape.introCount > 0) return at(state, "intro", 0);
        if (state.screen === "intro" && state.page + 1 < shape.introCount) return at(state, "intro", state.page + 1);
        if (state.screen === "activity") return state;
        return at(state, "activity", 0);
      }
      case "back": {
        if (state.screen === "lead" && state.page > 0) return at(state, "lead", state.page - 1);
        if (state.screen === "intro" && state.page > 0) return at(state, "intro", state.page - 1);
        if (state.screen === "intro" && shape.leadCount > 0) return at(state, "lead", shape.leadCount - 1);
        return state;
      }
      case "progress":
        if (state.screen !== "activity") return state;
        return { ...state, percent: framePercent(shape, "activity", 0, action.percent) };
      case "player":
        return { ...state, player: action.state };
      case "check": {
        // One answer per check, as every scored question: a second pick (a double tap, a replayed save) changes nothing.
        const options = shape.checkOptions?.[action.page];
        if (state.screen !== "lead" || state.page !== action.page || options === undefined) return state;
        if (!Number.isInteger(action.choice) || action.choice < 0 || action.choice >= options) return state;
        if (state.checks?.[String(action.page)] !== undefined) return state;
        return { ...state, checks: { ...state.checks, [String(action.page)]: action.choice } };
      }
      case "restart":
        return initialFrame(shape);
    }
  };

  function at(state: FrameState, screen: FrameState["screen"], page: number): FrameState {
    const playerPercent = screen === "activity" ? playerPercentOf(shape, state) : 0;
    return { ...state, screen, page, percent: framePercent(shape, screen, page, playerPercent) };
  }
}

/**
 * A saved place from the server, if it still fits the lesson (content may have changed since it was saved:
 * fewer lead cards, no intro); null means start afresh.
 */
export function restoreFrame(raw: unknown, shape: FrameShape): FrameState | null {
  if (!isSavedPlace(raw)) return null;
  const state = raw;
  if (state.screen === "lead" && state.page >= shape.leadCount) return null;
  if (state.screen === "intro" && state.page >= shape.introCount) return null;
  // A check answered on a card that no longer has one, or with an option it no longer offers: start afresh.
  const stale = Object.entries(state.checks ?? {}).some(([page, choice]) => {
    const options = shape.checkOptions?.[Number(page)];
    return options === undefined || choice >= options;
  });
  if (stale) return null;
  return state;
}

const FRAME_KEYS = new Set(["screen", "page", "percent", "player", "checks"]);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The shape of lessonAttemptStateSchema, checked by hand: the server refused any other place when it was saved (its
 * texts included), and this check runs in the browser, which should not load the validation library for a lesson.
 */
function isSavedPlace(raw: unknown): raw is FrameState {
  if (!isObject(raw) || Object.keys(raw).some((key) => !FRAME_KEYS.has(key))) return false;
  const { screen, page, percent, player, checks } = raw;
  return (
    (LESSON_SCREENS as readonly unknown[]).includes(screen) &&
    Number.isInteger(page) && (page as number) >= 0 && (page as number) <= LESSON_PAGE_MAX &&
    typeof percent === "number" && percent >= 0 && percent <= 100 &&
    (player === null || isObject(player)) &&
    (checks === undefined || (isObject(checks) && Object.values(checks).every((choice) => Number.isInteger(choice))))
  );
}

/** Whether the parent has done anything worth asking about before they leave. */
export function hasProgress(state: FrameState, shape: FrameShape): boolean {
  const first = firstScreen(shape);
  return state.screen !== first.screen || state.page !== first.page || state.player !== null || Object.keys(state.checks ?? {}).length > 0;
}

/** Whether a teaching card's check, if it has one, is answered: Next moves on only then. */
export function checkAnswered(state: FrameState, shape: FrameShape, page: number): boolean {
  return shape.checkOptions?.[page] === undefined || state.checks?.[String(page)] !== undefined;
}
