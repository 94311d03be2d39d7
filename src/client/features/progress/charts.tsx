import { type ReactNode, useId, useState } from "react";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Insights } from "@shared/schemas/insights";
import { MOODS, MOOD_LABELS, type Mood } from "@shared/mood";

/**
 * The charts of /progress, as plain SVG and CSS (docs/decisions/0010-progress-charts-in-plain-svg.md): each is a figure whose
 * caption says in a sentence what it shows, with the numbers as a table a screen reader (or anyone) can open. The
 * pictures themselves are hidden from assistive technology, since the sentence and the table say it all.
 */

/** Chart colours come from the theme's variables, so dark mode and print follow (src/client/index.css). */
const MOOD_COLORS: Record<Mood, string> = {
  happy: "var(--chart-happy)",
  okay: "var(--chart-okay)",
  sad: "var(--chart-sad)",
  angry: "var(--chart-angry)",
  worried: "var(--chart-worried)",
};

export function ChartFigure({ title, summary, table, children }: { title: string; summary: string; table: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <figure className="progress-chart flex flex-col gap-3 break-inside-avoid">
      <h2 className="text-xl font-extrabold">{title}</h2>
      <figcaption className="text-ink-soft">{summary}</figcaption>
      <div aria-hidden="true">{children}</div>
      {/* The toggle says what it does next: show, then hide. */}
      <div className="print:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((was) => !was)}
          className="min-h-11 rounded text-start font-semibold text-brand-strong underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">{open ? "▾ " : "▸ "}</span>
          {open ? (
            <Trans comment="Closes the table with a chart's numbers">Hide the numbers</Trans>
          ) : (
            <Trans comment="Opens a table with a chart's numbers">Show the numbers</Trans>
          )}
        </button>
        <div id={tableId} hidden={!open} className="mt-2 overflow-x-auto">
          {table}
        </div>
      </div>
    </figure>
  );
}

const STATUS_LABELS: Record<Insights["calendar"][number]["status"], MessageDescriptor> = {
  active: msg({ message: "Lesson or story", comment: "Calendar key: a day with a lesson or story finished" }),
  practice: msg({ message: "Practice tried", comment: "Calendar key: a day the parent tried the week's practice" }),
  rested: msg({ message: "Rest day", comment: "Calendar key: a rest day that keeps the streak" }),
  none: msg({ message: "Nothing logged", comment: "Calendar key: a day with nothing" }),
  future: msg({ message: "Still to come", comment: "Calendar key: a day not reached yet" }),
};

const STATUS_CLASSES: Record<Insights["calendar"][number]["status"], string> = {
  active: "bg-[var(--chart-active)]",
  practice: "bg-[var(--chart-practice)]",
  rested: "bg-[repeating-linear-gradient(135deg,var(--chart-rest)_0_3px,transparent_3px_6px)] border border-[var(--chart-rest)]",
  none: "bg-line",
  future: "border border-dashed border-line",
};

/** A Monday (2024-01-01), from which the seven weekdays are named in the parent's language. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Weekday `weekday` (1 = Monday … 7 = Sunday) named in the active language: "narrow" (M), "short" (Mon) or "long". */
export function weekdayName(i18n: I18n, weekday: number, width: "narrow" | "short" | "long"): string {
  return i18n.date(new Date(A_MONDAY + (weekday - 1) * DAY_MS), { weekday: width, timeZone: "UTC" });
}

/** "Nov 16" (or "16 nov.", "16. Nov.") in the parent's language. */
export function shortDate(i18n: I18n, date: string): string {
  return i18n.date(new Date(`${date}T00:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });
}

/** Twelve weeks as rows of seven days, Monday first. */
export function CalendarChart({ calendar }: { calendar: Insights["calendar"] }) {
  const { i18n } = useLingui();
  const weeks: Insights["calendar"][] = [];
  for (let index = 0; index < calendar.length; index += 7) weeks.push(calendar.slice(index, index + 7));
  return (
    <div className="progress-calendar flex max-w-xl flex-col gap-2">
      <div className="grid grid-cols-[4.5rem_repeat(7,minmax(0,1fr))] gap-1 text-center text-sm font-semibold text-ink-soft">
        <span />
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <span key={weekday}>{weekdayName(i18n, weekday, "narrow")}</span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]!.date} className="grid grid-cols-[4.5rem_repeat(7,minmax(0,1fr))] items-center gap-1">
          <span className="text-start text-sm whitespace-nowrap text-ink-soft">{shortDate(i18n, week[0]!.date)}</span>
          {week.map((day) => (
            <span key={day.date} className={`mx-auto block aspect-square w-full max-w-8 rounded-md ${STATUS_CLASSES[day.status]}`} />
          ))}
        </div>
      ))}
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(["active", "practice", "rested", "none"] as const).map((status) => (
          <li key={status} className="flex items-center gap-2">
            <span className={`inline-block h-4 w-4 rounded ${STATUS_CLASSES[status]}`} />
            {i18n._(STATUS_LABELS[status])}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CalendarTable({ calendar }: { calendar: Insights["calendar"] }) {
  const { i18n } = useLingui();
  const weeks: Insights["calendar"][] = [];
  for (let index = 0; index < calendar.length; index += 7) weeks.push(calendar.slice(index, index + 7));
  const count = (week: Insights["calendar"], status: Insights["calendar"][number]["status"]) => week.filter((day) => day.status === status).length;
  return (
    <table className="progress-table">
      <caption className="sr-only">
        <Trans>Days by week</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans comment="Table column: the first day of each week">Week of</Trans>
          </th>
          <th scope="col">
            <Trans comment="Table column: days with a lesson or story">Lessons or stories</Trans>
          </th>
          <th scope="col">
            <Trans comment="Table column: days the parent tried the week's practice">Practice tried</Trans>
          </th>
          <th scope="col">
            <Trans comment="Table column">Rest days</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            <th scope="row">{shortDate(i18n, week[0]!.date)}</th>
            <td>{count(week, "active")}</td>
            <td>{count(week, "practice")}</td>
            <td>{count(week, "rested")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Lessons per week as bars, with each week's XP written under its bar. */
export function WeeklyChart({ weekly }: { weekly: Insights["weekly"] }) {
  const most = Math.max(1, ...weekly.map((week) => week.lessons));
  const barWidth = 100 / weekly.length;
  return (
    <svg viewBox="0 0 100 60" className="h-48 w-full" preserveAspectRatio="none" role="presentation">
      <line x1="0" y1="50" x2="100" y2="50" stroke="var(--color-line)" strokeWidth="0.4" />
      {weekly.map((week, index) => {
        const height = (week.lessons / most) * 45;
        return (
          <rect
            key={week.weekStart}
            x={index * barWidth + barWidth * 0.15}
            y={50 - height}
            width={barWidth * 0.7}
            height={height}
            rx="1"
            fill="var(--chart-active)"
          />
        );
      })}
    </svg>
  );
}

export function WeeklyTable({ weekly }: { weekly: Insights["weekly"] }) {
  const { i18n } = useLingui();
  return (
    <table className="progress-table">
      <caption className="sr-only">
        <Trans>Lessons and XP by week</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans comment="Table column: the first day of each week">Week of</Trans>
          </th>
          <th scope="col">
            <Trans comment="Table column: lessons finished">Lessons</Trans>
          </th>
          <th scope="col">
            <Trans comment="Table column: experience points; usually kept as XP">XP</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {weekly.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">{shortDate(i18n, week.weekStart)}</th>
            <td>{week.lessons}</td>
            <td>{week.xp}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One stacked bar per row (a time of day or a weekday), each mood in its colour. */
export function MoodBars({ rows }: { rows: { label: string; counts: Record<Mood, number> }[] }) {
  const { i18n } = useLingui();
  const most = Math.max(1, ...rows.map((row) => MOODS.reduce((sum, mood) => sum + row.counts[mood], 0)));
  return (
    <div className="progress-bars flex flex-col gap-2">
      {rows.map((row) => (
        <div key={row.label} className="grid grid-cols-[6.5rem_1fr] items-center gap-2 text-sm">
          <span className="text-ink-soft">{row.label}</span>
          <span className="flex h-5 overflow-hidden rounded-full bg-line/50">
            {MOODS.map((mood) =>
              row.counts[mood] > 0 ? (
                <span key={mood} style={{ width: `${(row.counts[mood] / most) * 100}%`, background: MOOD_COLORS[mood] }} />
              ) : null,
            )}
          </span>
        </div>
      ))}
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {MOODS.map((mood) => (
          <li key={mood} className="flex items-center gap-2">
            <span className="inline-block h-4 w-4 rounded" style={{ background: MOOD_COLORS[mood] }} />
            {i18n._(MOOD_LABELS[mood])}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MoodTable({ caption, rows }: { caption: string; rows: { label: string; counts: Record<Mood, number> }[] }) {
  const { i18n } = useLingui();
  return (
    <table className="progress-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans comment="Table column: a time of day or a day of the week">When</Trans>
          </th>
          {MOODS.map((mood) => (
            <th key={mood} scope="col">
              {i18n._(MOOD_LABELS[mood])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {MOODS.map((mood) => (
              <td key={mood}>{row.counts[mood]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Lessons finished per skill, all time, as horizontal bars. */
export function SkillBars({ skills }: { skills: Insights["skills"] }) {
  const { i18n } = useLingui();
  const most = Math.max(1, ...skills.map((skill) => skill.lessons));
  return (
    <div className="progress-bars flex flex-col gap-2">
      {skills.map((skill) => (
        <div key={skill.skill} className="grid grid-cols-[minmax(0,11rem)_1fr_2rem] items-center gap-2 text-sm">
          <span className="text-ink-soft">{i18n._(skill.label)}</span>
          <span className="h-4 overflow-hidden rounded-full bg-line/50">
            <span className="block h-full rounded-full bg-[var(--chart-practice)]" style={{ width: `${(skill.lessons / most) * 100}%` }} />
          </span>
          <span className="text-end font-semibold">{skill.lessons}</span>
        </div>
      ))}
    </div>
  );
}

export function SkillTable({ skills }: { skills: Insights["skills"] }) {
  const { t, i18n } = useLingui();
  return (
    <table className="progress-table">
      <caption className="sr-only">
        <Trans>Lessons by skill</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans comment="Table column: a parenting skill">Skill</Trans>
          </th>
          <th scope="col">
            <Trans comment="Table column: lessons finished">Lessons</Trans>
          </th>
          <th scope="col">
            <Trans comment="Table column: the date a skill was last practised">Last practised</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {skills.map((skill) => (
          <tr key={skill.skill}>
            <th scope="row">{i18n._(skill.label)}</th>
            <td>{skill.lessons}</td>
            <td>{skill.lastOn ? shortDate(i18n, skill.lastOn) : t({ message: "Not yet", comment: "Table cell: a skill never practised" })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
