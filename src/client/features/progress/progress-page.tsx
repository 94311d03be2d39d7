import { Link } from "wouter";
import type { Insights } from "@shared/api/responses";
import { MOODS, MOOD_LABELS } from "@shared/mood";
import { STREAK_RHYTHM_LABELS } from "@shared/settings";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadError } from "../../components/ui/load-error";
import { PageTitle } from "../../components/ui/page-title";
import { Skeleton } from "../../components/ui/skeleton";
import { GET_HELP_PATH } from "../../components/get-help-line";
import { useSignedInUser } from "../../data/current-user";
import { useInsights } from "../../data/insights";
import {
  CalendarChart, CalendarTable, ChartFigure, MoodBars, MoodTable, SkillBars, SkillTable, WeeklyChart, WeeklyTable, shortDate,
} from "./charts";

/** Observations need this many moods or entries (src/shared/rules/insights.ts MIN_FOR_OBSERVATION). */
const ENOUGH = 8;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Progress in pictures (docs/product-rules.md#progress-in-pictures): the parent's last twelve weeks at a glance, a
 * few honest observations drawn from their own entries, and a page that prints on one sheet.
 */
export function ProgressPage() {
  const user = useSignedInUser();
  const insights = useInsights(user.id);

  return (
    <div className="progress-page mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle>Your progress</PageTitle>
          <p className="mt-1 text-lg text-ink-soft">The last 12 weeks at a glance</p>
        </div>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </header>
      {insights.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : insights.isError ? (
        <LoadError message="Your progress could not be loaded." onRetry={() => void insights.refetch()} />
      ) : (
        <ProgressView insights={insights.data} />
      )}
    </div>
  );
}

function ProgressView({ insights }: { insights: Insights }) {
  const activeDays = insights.calendar.filter((day) => day.status === "active").length;
  const practiceDays = insights.calendar.filter((day) => day.status === "practice").length;
  const restedDays = insights.calendar.filter((day) => day.status === "rested").length;
  const lessons = insights.weekly.reduce((sum, week) => sum + week.lessons, 0);
  const xp = insights.weekly.reduce((sum, week) => sum + week.xp, 0);
  const busiest = [...insights.weekly].sort((a, b) => b.lessons - a.lessons)[0];
  const moodTotals = MOODS.map((mood) => ({
    mood,
    count: insights.moods.byWeekday.reduce((sum, day) => sum + day.counts[mood], 0),
  })).sort((a, b) => b.count - a.count);
  const practised = insights.skills.filter((skill) => skill.lessons > 0);

  return (
    <>
      <Card className="flex flex-col gap-3">
        <h2 className="text-xl font-extrabold">What we noticed</h2>
        {insights.observations.length === 0 ? (
          <p>
            Not enough yet — keep going. Patterns show up here once there is enough to go on: at least {ENOUGH} moods
            picked on different days, {ENOUGH} practice check-ins or {ENOUGH} finished lessons. So far in these weeks:{" "}
            {plural(insights.moods.total, "mood")} and {plural(lessons, "lesson")}.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {insights.observations.map((observation) => (
              <li key={observation.kind} className="rounded-xl bg-brand-soft p-4">
                <p>{observation.text}</p>
                {observation.lesson ? (
                  <Link className="mt-2 inline-block font-semibold text-brand-strong underline" href={`/lessons/${observation.lesson.levelId}/lesson/${observation.lesson.id}`}>
                    Open "{observation.lesson.title}"
                  </Link>
                ) : null}
                {observation.help ? (
                  <Link className="mt-2 inline-block font-semibold text-brand-strong underline" href={GET_HELP_PATH}>
                    Get help now
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-ink-soft">
          Your streak rhythm: {STREAK_RHYTHM_LABELS[insights.rhythm].toLowerCase()}.{" "}
          {insights.rhythm < 7 ? "Rest days keep your streak going; they show as rested, never as missed. " : ""}
          <Link className="font-semibold text-brand-strong underline print:hidden" href="/settings#streak-rhythm">
            Change it in Settings
          </Link>
        </p>
      </Card>

      <Card>
        <ChartFigure
          title="Days you showed up"
          summary={
            activeDays + practiceDays === 0
              ? "Nothing logged in these 12 weeks yet. Each lesson, story or practice you try fills in a day."
              : `In 12 weeks you finished a lesson or story on ${plural(activeDays, "day")}` +
                (practiceDays > 0 ? `, tried a practice on ${plural(practiceDays, "other day")}` : "") +
                (restedDays > 0 ? ` and rested on ${plural(restedDays, "day")}.` : ".")
          }
          table={<CalendarTable calendar={insights.calendar} />}
        >
          <CalendarChart calendar={insights.calendar} />
        </ChartFigure>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <ChartFigure
            title="Lessons each week"
            summary={
              lessons === 0
                ? "No lessons finished in these weeks yet."
                : `${plural(lessons, "lesson")} and ${xp} XP in 12 weeks; the busiest week began ${shortDate(busiest!.weekStart)} with ${plural(busiest!.lessons, "lesson")}.`
            }
            table={<WeeklyTable weekly={insights.weekly} />}
          >
            <WeeklyChart weekly={insights.weekly} />
          </ChartFigure>
        </Card>

        <Card className="min-w-0">
          <ChartFigure
            title="Skills practised"
            summary={
              practised.length === 0
                ? "No skills practised yet: each lesson practises one."
                : `You have practised ${plural(practised.length, "skill")} of ${insights.skills.length}; most of all ${[...practised].sort((a, b) => b.lessons - a.lessons)[0]!.label}.`
            }
            table={<SkillTable skills={insights.skills} />}
          >
            <SkillBars skills={insights.skills} />
          </ChartFigure>
        </Card>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <ChartFigure
            title="Moods by time of day"
            summary={
              insights.moods.total === 0
                ? "No moods yet. Pick one on Home each day and your patterns will show here."
                : `${plural(insights.moods.total, "mood")} logged; the most common was ${MOOD_LABELS[moodTotals[0]!.mood].toLowerCase()}.` +
                  (insights.moods.total < ENOUGH ? ` A few more and patterns will start to show.` : "")
            }
            table={<MoodTable caption="Moods by time of day" rows={insights.moods.byTimeOfDay} />}
          >
            <MoodBars rows={insights.moods.byTimeOfDay} />
          </ChartFigure>
        </Card>
        <Card className="min-w-0">
          <ChartFigure
            title="Moods by day of the week"
            summary={
              insights.moods.total === 0
                ? "No moods yet: the days of the week fill in as you log them."
                : `Your moods across the week, Monday to Sunday, from ${plural(insights.moods.total, "mood")}.`
            }
            table={<MoodTable caption="Moods by day of the week" rows={insights.moods.byWeekday} />}
          >
            <MoodBars rows={insights.moods.byWeekday} />
          </ChartFigure>
        </Card>
      </div>
      <p className="text-sm text-ink-soft">
        {plural(insights.journalEntries, "journal entry", "journal entries")} in these weeks. Growly shows what you logged; it is not a
        diagnosis. If things feel hard most days, <Link className="font-semibold underline" href={GET_HELP_PATH}>Get help now</Link>.
      </p>
    </>
  );
}
