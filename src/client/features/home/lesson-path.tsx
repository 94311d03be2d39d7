import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { ContentAgeGroup } from "@shared/content/age-groups";
import type { LessonStatus } from "@shared/rules/locks";
import { shownStatus } from "@shared/rules/labels";
import { useStartedLessonsHere } from "../../data/learning/started-lessons";
import type { Level, LessonSummary } from "@shared/schemas/learning";
import { cn } from "../../lib/cn";
import { levelAccent, type LevelAccent } from "../../components/level-colors";
import {
  PATH_ROW_HEIGHT, layoutLessonPath, trailPath, type PathLesson, type PathLevel, type PathNode, type PathSection,
} from "./home-path";
import { CheckGlyph, LessonNodeCard, LockGlyph, STATUS_LABEL } from "./lesson-card";
import { LessonIcon } from "./lesson-icon";
import { LevelCharacter } from "./level-character";

/** Node circle size in px; the row around it is PATH_ROW_HEIGHT tall. */
const NODE_SIZE = 52;

/**
 * The home lesson path: every level's banner with its character, then its lessons as a winding trail of nodes in
 * the level's colour. It opens at the level of the next lesson (the selected child's, shared/rules/locks pathLevels);
 * every other level is folded behind its banner, a disclosure button that opens it with one tap. A node opens its
 * lesson's card under it; only that one card is ever drawn.
 */
export function LessonPath({
  levels,
  lessons,
  statuses,
  pathOrder,
}: {
  levels: readonly Level[];
  lessons: readonly LessonSummary[];
  statuses: ReadonlyMap<number, LessonStatus>;
  /** Level ids in the parent's path order (it starts at the level of the child's age); level order when absent. */
  pathOrder?: readonly number[];
}) {
  const { t } = useLingui();
  const sections = useMemo(() => layoutLessonPath(levels, lessons, pathOrder), [levels, lessons, pathOrder]);
  const [openLevels, setOpenLevels] = useState<ReadonlySet<number>>(() => {
    const first = firstOpenLevel(sections, statuses);
    return new Set(first === undefined ? [] : [first]);
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const nodeRefs = useRef(new Map<number, HTMLButtonElement>());
  const cardRef = useRef<HTMLDivElement>(null);
  const openRowRef = useRef<HTMLLIElement>(null);
  const cardIdPrefix = useId();

  // Focus moves into a card as it opens, and the whole card comes into view (above the phone's bottom bar).
  useEffect(() => {
    const card = cardRef.current;
    if (openId === null || !card) return;
    card.focus({ preventScroll: true });
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
    card.scrollIntoView?.({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
  }, [openId]);

  // A tap anywhere outside the open node and its card closes the card.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!openRowRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);

  const closeAndReturnFocus = () => {
    const id = openId;
    setOpenId(null);
    if (id !== null) nodeRefs.current.get(id)?.focus();
  };
  const toggleLevel = (levelId: number) =>
    setOpenLevels((open) => {
      const next = new Set(open);
      if (!next.delete(levelId)) next.add(levelId);
      return next;
    });

  return (
    <ol aria-label={t({ message: "Lesson path", comment: "The home path of all lessons, level by level (read by screen readers)" })} className="mt-2 flex flex-col gap-3">
      {sections.map((section) => (
        <LevelSection
          key={section.level.id}
          section={section}
          expanded={openLevels.has(section.level.id)}
          onToggleLevel={() => toggleLevel(section.level.id)}
          statuses={statuses}
          openId={openId}
          cardIdPrefix={cardIdPrefix}
          cardRef={cardRef}
          openRowRef={openRowRef}
          nodeRefs={nodeRefs.current}
          onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
          onClose={closeAndReturnFocus}
          onLeave={() => setOpenId(null)}
        />
      ))}
    </ol>
  );
}

/** The level the path opens at: the one holding the next lesson, else the first on the parent's path. */
export function firstOpenLevel(
  sections: readonly PathSection<PathLesson, PathLevel>[],
  statuses: ReadonlyMap<number, LessonStatus>,
): number | undefined {
  const withNext = sections.find((section) => section.nodes.some((node) => statuses.get(node.lesson.id) === "current"));
  return (withNext ?? sections[0])?.level.id;
}

/** What a level written for one age group is called over its name, instead of a number the bottom bar's "Level N" shares. */
const AGE_PATH_NAMES: Record<ContentAgeGroup, MessageDescriptor> = {
  "0-2": msg({ message: "Path for ages 0–2", comment: "Over the name of the home path's level for babies and toddlers" }),
  "3-5": msg({ message: "Path for ages 3–5", comment: "Over the name of a home path level written for children of 3 to 5" }),
  "6-8": msg({ message: "Path for ages 6–8", comment: "Over the name of a home path level written for children of 6 to 8" }),
  "9-12": msg({ message: "Path for ages 9–12", comment: "Over the name of the home path's level for nine to twelve year olds" }),
  "13+": msg({ message: "Path for teens", comment: "Over the name of the home path's level for teenagers" }),
};

/** The small line over a level's name: "Level 3" for the general path, the ages for a level written for one age. */
export function useLevelKicker() {
  const { t, i18n } = useLingui();
  return (level: Pick<Level, "order" | "ages">) => {
    const ages = level.ages?.[0];
    if (ages) return i18n._(AGE_PATH_NAMES[ages]);
    const levelNumber = level.order;
    return t({ message: `Level ${levelNumber}`, comment: "Over a level's name on the home path: Level 3" });
  };
}

function LevelSection({
  section,
  expanded,
  onToggleLevel,
  statuses,
  openId,
  cardIdPrefix,
  cardRef,
  openRowRef,
  nodeRefs,
  onToggle,
  onClose,
  onLeave,
}: {
  section: PathSection<LessonSummary, Level>;
  /** Open: its trail of lessons is shown; folded, only its banner, which opens it. */
  expanded: boolean;
  onToggleLevel: () => void;
  statuses: ReadonlyMap<number, LessonStatus>;
  openId: number | null;
  cardIdPrefix: string;
  cardRef: RefObject<HTMLDivElement | null>;
  openRowRef: RefObject<HTMLLIElement | null>;
  nodeRefs: Map<number, HTMLButtonElement>;
  onToggle: (lessonId: number) => void;
  onClose: () => void;
  onLeave: () => void;
}) {
  const { level, nodes, height } = section;
  const kicker = useLevelKicker();
  const accent = levelAccent(level.color);
  const statusOf = (node: PathNode<LessonSummary>): LessonStatus => statuses.get(node.lesson.id) ?? "locked";
  const done = nodes.filter((node) => statusOf(node) === "completed").length;
  // The coloured part of the trail runs up to the furthest node the parent has reached.
  const reached = nodes.reduce(
    (last, node, row) => (statusOf(node) === "completed" || statusOf(node) === "current" ? row : last),
    -1,
  );
  const titleId = `${cardIdPrefix}-level-${level.id}`;
  const trailId = `${cardIdPrefix}-trail-${level.id}`;
  const total = nodes.length;

  return (
    <li aria-labelledby={titleId}>
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={trailId}
          onClick={onToggleLevel}
          className={cn(
            "flex w-full items-center gap-2 rounded-card border-2 border-line px-2 py-2 text-start hover:border-ink-soft sm:gap-3 sm:px-3",
            accent.soft,
          )}
        >
          {/* On a phone the title takes the width (no character), and the count sits under it, so the level's
              longest word stays whole (docs/product-rules.md#words-whole-and-the-main-action-in-reach). */}
          <LevelCharacter order={level.order} className="hidden size-12 shrink-0 sm:block" />
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-bold tracking-wide text-ink-soft uppercase">{kicker(level)}</span>{" "}
            <span id={titleId} className="block text-base leading-tight font-extrabold text-ink sm:text-lg">
              {level.title}
            </span>{" "}
            <span className="block text-sm font-bold text-ink">
              <Trans comment="Lessons finished in a level: 2 of 5; the words in the tag are read by screen readers only">
                {done} of {total}
                <span className="sr-only"> lessons completed</span>
              </Trans>
            </span>
          </span>
          <Chevron open={expanded} />
        </button>
      </h3>
      <div id={trailId} hidden={!expanded}>
        {expanded ? (
          <ol aria-labelledby={titleId} className="relative mt-1" style={{ height }}>
            <svg
              aria-hidden="true"
              focusable="false"
              className="pointer-events-none absolute inset-0 size-full rtl:-scale-x-100"
              viewBox={`0 0 100 ${height}`}
              preserveAspectRatio="none"
            >
              <path
                d={trailPath(nodes)}
                fill="none"
                className="stroke-line"
                strokeWidth="6"
                strokeLinecap="round"
                strokeDasharray="1 12"
                vectorEffect="non-scaling-stroke"
              />
              {reached > 0 ? (
                <path
                  d={trailPath(nodes.slice(0, reached + 1))}
                  fill="none"
                  stroke="currentColor"
                  className={accent.text}
                  strokeWidth="6"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
              ) : null}
            </svg>
            {nodes.map((node) => (
              <PathNodeRow
                key={node.lesson.id}
                node={node}
                status={statusOf(node)}
                accent={accent}
                levelTitle={level.title}
                open={openId === node.lesson.id}
                cardId={`${cardIdPrefix}-card-${node.lesson.id}`}
                cardRef={cardRef}
                rowRef={openId === node.lesson.id ? openRowRef : undefined}
                nodeRef={(element) => {
                  if (element) nodeRefs.set(node.lesson.id, element);
                  else nodeRefs.delete(node.lesson.id);
                }}
                onToggle={() => onToggle(node.lesson.id)}
                onClose={onClose}
                onLeave={onLeave}
              />
            ))}
          </ol>
        ) : null}
      </div>
    </li>
  );
}

/** The disclosure's arrow: down when folded, up when open. */
function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={cn("size-6 shrink-0 text-ink-soft transition-transform motion-reduce:transition-none", open && "rotate-180")}
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PathNodeRow({
  node,
  status,
  accent,
  levelTitle,
  open,
  cardId,
  cardRef,
  rowRef,
  nodeRef,
  onToggle,
  onClose,
  onLeave,
}: {
  node: PathNode<LessonSummary>;
  status: LessonStatus;
  accent: LevelAccent;
  levelTitle: string;
  open: boolean;
  cardId: string;
  cardRef: RefObject<HTMLDivElement | null>;
  rowRef: RefObject<HTMLLIElement | null> | undefined;
  nodeRef: (element: HTMLButtonElement | null) => void;
  onToggle: () => void;
  onClose: () => void;
  onLeave: () => void;
}) {
  const { lesson } = node;
  const current = status === "current";
  const { t, i18n } = useLingui();
  const started = useStartedLessonsHere();
  const lessonTitle = lesson.title;
  const shown = i18n._(STATUS_LABEL[shownStatus(status, started.has(lesson.id))]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <li
      ref={rowRef}
      className={cn("absolute inset-x-0", open && "z-20")}
      style={{ top: node.y - PATH_ROW_HEIGHT / 2, height: PATH_ROW_HEIGHT }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing on past the card closes it; a tap elsewhere is handled by the path.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) onLeave();
      }}
    >
      <button
        ref={nodeRef}
        type="button"
        aria-label={t({ message: `${lessonTitle}, ${shown}`, comment: "A lesson's node on the path for screen readers: its title, then its status (Completed, Locked…)" })}
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={onToggle}
        className="group absolute inset-y-0 end-0 flex items-center gap-3 rounded-pill pe-2 text-start"
        style={{ insetInlineStart: `calc(${node.x}% - ${NODE_SIZE / 2}px)` }}
      >
        <NodeCircle title={lesson.title} status={status} accent={accent} />
        <span className="min-w-0 flex-1">
          {current ? (
            <span className="block text-xs font-extrabold tracking-wide text-brand uppercase">
              <Trans comment="Heading over the next lesson to take">Up next</Trans>
            </span>
          ) : null}
          <span
            className={cn(
              "line-clamp-2 leading-tight font-bold group-hover:underline",
              status === "locked" ? "text-ink-soft" : "text-ink",
            )}
          >
            {lesson.title}
          </span>
        </span>
      </button>
      {open ? (
        <>
          <span
            aria-hidden="true"
            className={cn(
              "absolute z-30 size-4 -translate-x-1/2 rotate-45 border-t-2 border-s-2 bg-surface rtl:translate-x-1/2 rtl:-rotate-45",
              status === "locked" ? "border-line" : accent.border,
            )}
            style={{ insetInlineStart: `${node.x}%`, top: PATH_ROW_HEIGHT - 2 }}
          />
          {/* On a phone the card takes the trail's width; on a wide trail it starts under its node. */}
          <div
            className="absolute inset-x-0 flex"
            style={{ top: PATH_ROW_HEIGHT + 4, paddingInlineStart: `max(0px, calc(${node.x}% - 3rem))` }}
          >
            <LessonNodeCard
              ref={cardRef}
              id={cardId}
              lesson={lesson}
              status={status}
              accent={accent}
              levelTitle={levelTitle}
              onClose={onClose}
              className="max-w-sm scroll-mt-20 scroll-mb-28 lg:scroll-mb-6"
            />
          </div>
        </>
      ) : null}
    </li>
  );
}

function NodeCircle({ title, status, accent }: { title: string; status: LessonStatus; accent: LevelAccent }) {
  return (
    <span className="relative grid shrink-0 place-items-center" style={{ width: NODE_SIZE, height: NODE_SIZE }}>
      {status === "current" ? (
        <span
          aria-hidden="true"
          className={cn("absolute inset-0 rounded-full opacity-40 motion-safe:animate-ping", accent.solid)}
        />
      ) : null}
      <span
        aria-hidden="true"
        className={cn(
          "relative grid size-full place-items-center rounded-full border-4 shadow-[0_3px_0_0_var(--color-line)] transition-transform group-hover:scale-105",
          status === "completed" && cn(accent.solid, "border-surface text-white"),
          status === "current" && cn(accent.solid, "border-surface text-white ring-4", ringOf(accent)),
          status === "available" && cn("bg-surface", accent.border, accent.text),
          status === "locked" && "border-dashed border-line bg-paper text-ink-soft",
        )}
      >
        {status === "completed" ? (
          <CheckGlyph />
        ) : status === "locked" ? (
          <LockGlyph className="size-6" />
        ) : (
          <LessonIcon title={title} />
        )}
      </span>
    </span>
  );
}

/** The halo around the next lesson's node: the level's colour, soft (whole class names, so Tailwind sees them). */
const RING: Record<string, string> = {
  blue: "ring-level-blue-soft",
  purple: "ring-level-purple-soft",
  orange: "ring-level-orange-soft",
  green: "ring-level-green-soft",
};
function ringOf(accent: LevelAccent): string {
  return RING[accent.tone] ?? RING.blue!;
}
