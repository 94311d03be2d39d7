import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Insights } from "@shared/schemas/insights";
import { MOODS, MOOD_LABELS } from "@shared/mood";
import type { StreakRhythm } from "@shared/settings";
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
  weekdayName,
} from "./charts";

/** Observations need this many moods or entries (src/shared/rules/insights.ts MIN_FOR_OBSERVATION). */
const ENOUGH = 8;

/** The streak's rhythm in a sentence (the settings' labels, as the sentence says them). */
const RHYTHM_SENTENCES: Record<StreakRhythm, MessageDescriptor> = {
  7: msg`Your streak rhythm: every day.`,
  5: msg`Your streak rhythm: 5 days a week.`,
  3: msg`Your streak rhythm: 3 days a week.`,
};

/** The moods' times of day (src/shared/rules/insights.ts TIMES_OF_DAY), by id. */
const TIME_OF_DAY_LABELS: Record<Insights["moods"]["byTimeOfDay"][number]["id"], MessageDescriptor> = {
  morning: msg({ message: "Morning", comment: "Moods chart: a time of day (5 am to noon)" }),
  afternoon: msg({ message: "Afternoon", comment: "Moods chart: a time of day (noon to 5 pm)" }),
  evening: msg({ message: "Evening", comment: "Moods chart: a time of day (5 pm to 9 pm)" }),
  night: msg({ message: "Night", comment: "Moods chart: a time of day (9 pm to 5 am)" }),
};

/**
 * Progress in pictures (docs/product-rules.md#progress-in-pictures): the parent's last twelve weeks at a glance, a
 * few honest observations drawn from their own entries, and a page that prints on one sheet.
 */
export function ProgressPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const insights = useInsights(user.id);

  return (
    <div className="progress-page mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle>{t`Your progress`}</PageTitle>
          <p className="mt-1 text-lg text-ink-soft">
            <Trans>The last 12 weeks at a glance</Trans>
          </p>
        </div>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          <Trans>Print or save as PDF</Trans>
        </Button>
      </header>
      {insights.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : insights.isError ? (
        <LoadError message={t`Your progress could not be loaded.`} onRetry={() => void insights.refetch()} />
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
  const { t, i18n } = useLingui();
  const enough = ENOUGH;
  const moodTotal = insights.moods.total;
  const journalEntries = insights.journalEntries;
  const byTimeOfDay = insights.moods.byTimeOfDay.map((row) => ({ ...row, label: i18n._(TIME_OF_DAY_LABELS[row.id]) }));
  const byWeekday = insights.moods.byWeekday.map((row) => ({ ...row, label: weekdayName(i18n, row.weekday, "long") }));
  const busiestWeekSentence = () => {
    const busiestWeek = shortDate(i18n, busiest!.weekStart);
    const busiestLessons = busiest!.lessons;
    return t({
      message: `${plural(lessons, { one: "# lesson", other: "# lessons" })} and ${xp} XP in 12 weeks; the busiest week began ${busiestWeek} with ${plural(busiestLessons, { one: "# lesson", other: "# lessons" })}.`,
      comment: "{busiestWeek} is a date, the Monday the week began",
    });
  };
  const skillsSentence = () => {
    const practisedCount = practised.length;
    const skillTotal = insights.skills.length;
    const topSkill = i18n._([...practised].sort((a, b) => b.lessons - a.lessons)[0]!.label);
    return t({
      message: `You have practised ${plural(practisedCount, { one: "# skill", other: "# skills" })} of ${skillTotal}; most of all ${topSkill}.`,
      comment: "{topSkill} is the name of the skill practised most (a parenting skill)",
    });
  };
  const commonMood = i18n._(MOOD_LABELS[moodTotals[0]!.mood]).toLocaleLowerCase(i18n.locales?.[0] ?? i18n.locale);
  const daysShowedUp = () => {
    if (practiceDays > 0 && restedDays > 0) {
      return t`In 12 weeks you finished a lesson or story on ${plural(activeDays, { one: "# day", other: "# days" })}, tried a practice on ${plural(practiceDays, { one: "# other day", other: "# other days" })} and rested on ${plural(restedDays, { one: "# day", other: "# days" })}.`;
    }
    if (practiceDays > 0) {
      return t`In 12 weeks you finished a lesson or story on ${plural(activeDays, { one: "# day", other: "# days" })}, tried a practice on ${plural(practiceDays, { one: "# other day", other: "# other days" })}.`;
    }
    if (restedDays > 0) {
      return t`In 12 weeks you finished a lesson or story on ${plural(activeDays, { one: "# day", other: "# days" })} and rested on ${plural(restedDays, { one: "# day", other: "# days" })}.`;
    }
    return t`In 12 weeks you finished a lesson or story on ${plural(activeDays, { one: "# day", other: "# days" })}.`;
  };

  return (
    <>
      <Card className="flex flex-col gap-3">
        <h2 className="text-xl font-extrabold">
          <Trans comment="Heading of the observations drawn from the parent's own entries">What we noticed</Trans>
        </h2>
        {insights.observations.length === 0 ? (
          <p>
            {t`Not enough yet — keep going. Patterns show up here once there is enough to go on: at least ${enough} moods picked on different days, ${enough} practice check-ins or ${enough} finished lessons. So far in these weeks: ${plural(
              moodTotal,
              { one: "# mood", other: "# moods" },
            )} and ${plural(lessons, { one: "# lesson", other: "# lessons" })}.`}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {insights.observations.map((observation) => {
              const lessonTitle = observation.lesson?.title;
              return (
                <li key={observation.kind} className="rounded-xl bg-brand-soft p-4">
                  <p>{observation.text}</p>
                  {observation.lesson ? (
                    <Link className="mt-2 inline-block font-semibold text-brand-strong underline" href={`/lessons/${observation.lesson.levelId}/lesson/${observation.lesson.id}`}>
                      <Trans comment="Link to a lesson; {lessonTitle} is its title">Open "{lessonTitle}"</Trans>
                    </Link>
                  ) : null}
                  {observation.help ? (
                    <Link className="mt-2 inline-block font-semibold text-brand-strong underline" href={GET_HELP_PATH}>
                      <Trans comment="Link to urgent help and helplines">Get help now</Trans>
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-sm text-ink-soft">
          {i18n._(RHYTHM_SENTENCES[insights.rhythm])}{" "}
          {insights.rhythm < 7 ? `${t`Rest days keep your streak going; they show as rested, never as missed.`} ` : ""}
          <Link className="font-semibold text-brand-strong underline print:hidden" href="/settings#streak-rhythm">
            <Trans comment="Link to the streak rhythm in Settings">Change it in Settings</Trans>
          </Link>
        </p>
      </Card>

      <Card>
        <ChartFigure
          title={t`Days you showed up`}
          summary={
            activeDays + practiceDays === 0
              ? t`Nothing logged in these 12 weeks yet. Each lesson, story or practice you try fills in a day.`
              : daysShowedUp()
          }
          table={<CalendarTable calendar={insights.calendar} />}
        >
          <CalendarChart calendar={insights.calendar} />
        </ChartFigure>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <ChartFigure
            title={t`Lessons each week`}
            summary={
              lessons === 0
                ? t`No lessons finished in these weeks yet.`
                : busiestWeekSentence()
            }
            table={<WeeklyTable weekly={insights.weekly} />}
          >
            <WeeklyChart weekly={insights.weekly} />
          </ChartFigure>
        </Card>

        <Card className="min-w-0">
          <ChartFigure
            title={t`Skills practised`}
            summary={
              practised.length === 0
                ? t`No skills practised yet: each lesson practises one.`
                : skillsSentence()
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
            title={t`Moods by time of day`}
            summary={
              insights.moods.total === 0
                ? t`No moods yet. Pick one on Home each day and your patterns will show here.`
                : t({
                    message: `${plural(moodTotal, { one: "# mood logged", other: "# moods logged" })}; the most common was ${commonMood}.`,
                    comment: "{commonMood} is a mood, in lower case: happy, okay, sad, angry or worried",
                  }) + (insights.moods.total < ENOUGH ? ` ${t`A few more and patterns will start to show.`}` : "")
            }
            table={<MoodTable caption={t`Moods by time of day`} rows={byTimeOfDay} />}
          >
            <MoodBars rows={byTimeOfDay} />
          </ChartFigure>
        </Card>
        <Card className="min-w-0">
          <ChartFigure
            title={t`Moods by day of the week`}
            summary={
              insights.moods.total === 0
                ? t`No moods yet: the days of the week fill in as you log them.`
                : t`Your moods across the week, Monday to Sunday, from ${plural(moodTotal, { one: "# mood", other: "# moods" })}.`
            }
            table={<MoodTable caption={t`Moods by day of the week`} rows={byWeekday} />}
          >
            <MoodBars rows={byWeekday} />
          </ChartFigure>
        </Card>
      </div>
      <p className="text-sm text-ink-soft">
        <Trans>
          <Plural value={journalEntries} one="# journal entry" other="# journal entries" /> in these weeks. Growly shows
          what you logged; it is not a diagnosis. If things feel hard most days,{" "}
          <Link className="font-semibold underline" href={GET_HELP_PATH}>
            Get help now
          </Link>
          .
        </Trans>
      </p>
    </>
  );
}
