import { useDeferredValue, useEffect, useMemo } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { greetingForHour, subtitleForAgeGroup } from "@shared/rules/greeting";
import { forYouPath } from "@shared/rules/for-you";
import { pathLevels } from "@shared/rules/locks";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadingText } from "../../components/ui/spinner-status";
import { useLocalHour } from "../../lib/local-hour";
import { useSignedInUser } from "../../data/current-user";
import { completedLessonIds, useProgress, xpWaitingToSync } from "../../data/learning/progress";
import { StartedLessonsContext, useStartedLessons } from "../../data/learning/started-lessons";
import { useLessons } from "../../data/learning/lessons";
import { useLevels } from "../../data/learning/levels";
import { useUserStats } from "../../data/learning/user-stats";
import { useFamily } from "../../data/family";
import { useSettings } from "../../data/settings";
import { useRememberedChild } from "../../lib/selected-child";
import { useChildLabel } from "../../components/child-label";
import { childAwaitingMonth, hasSeveralChildren, homeAgeGroup, selectedChild } from "@shared/rules/selected-child";
import { AgeGuide } from "./age-guide";
import { BirthMonthAsk } from "./birth-month-ask";
import { ChildSwitcher } from "./child-switcher";
import { SiblingsRow } from "./siblings-row";
import { ForYouRow } from "./for-you-row";
import { FavoriteButton, FavoriteLessonsList } from "./favorite-lessons";
import { LessonPath } from "./lesson-path";
import { MoodCheck } from "./mood-check";
import { PracticeCard } from "./practice-card";
import { DailyGoal, StatTiles } from "./stat-tiles";
import { UpNext } from "./up-next";

/**
 * Home dashboard (docs/screens.md#home): greeting, today's stats, mood check-in and the lesson path, about the child
 * selected on this device (docs/product-rules.md#home-for-the-selected-child).
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  const user = useSignedInUser();
  const levels = useLevels();
  const lessons = useLessons();
  const progress = useProgress(user.id);
  const stats = useUserStats(user.id);
  const hour = useLocalHour();
  const started = useStartedLessons(user.id);
  const family = useFamily();
  const settings = useSettings(user.id);
  const [rememberedChild, rememberChild] = useRememberedChild(user.id);
  const childLabel = useChildLabel();

  useEffect(() => {
    document.title = t({ message: `Home · ${PRODUCT_NAME}`, comment: "The browser tab's title on the home screen" });
  }, [t]);

  const completed = useMemo(() => completedLessonIds(progress.data), [progress.data]);
  const children = family.data?.children ?? [];
  const child = selectedChild(children, rememberedChild);
  // docs/product-rules.md#age-levels: the path starts at the level of the selected child's age group (with one child,
  // the onboarding answer the server keeps from it).
  const childAge = homeAgeGroup(child, stats.data?.onboardingData?.childAge);
  // docs/product-rules.md#for-you: the parent's answers put the lessons that match them first.
  const answers = stats.data?.onboardingData;
  const { statuses, picks } = useMemo(
    () => forYouPath(levels.data ?? [], lessons.data ?? [], completed, childAge, answers),
    [levels.data, lessons.data, completed, childAge, answers],
  );
  const pathOrder = useMemo(() => pathLevels(levels.data ?? [], childAge).map((level) => level.id), [levels.data, childAge]);

  const queries = [levels, lessons, progress, stats, family];
  // When the last of the data arrives, the page is drawn as a transition: React builds it in short slices a tap can
  // interrupt, instead of one long task that freezes a phone (docs/benchmarks.md#the-next-round-2026-11-24).
  const drawn = useDeferredValue(queries.every((query) => query.data !== undefined));
  if (queries.some((query) => query.isError)) {
    return (
      <Card role="alert" className="mx-auto max-w-md text-center">
        <h1 className="text-2xl font-extrabold">
          <Trans>We couldn't load your lessons</Trans>
        </h1>
        <p className="mt-2 text-ink-soft">
          <Trans>Please check your connection and try again.</Trans>
        </p>
        <Button className="mt-4" onClick={() => queries.forEach((query) => void query.refetch())}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }
  if (!drawn || !levels.data || !lessons.data || !progress.data || !stats.data || !family.data) {
    return <LoadingText className="py-16">{t`Loading your monster journey...`}</LoadingText>;
  }

  const me = stats.data;
  const completedCount = lessons.data.filter((lesson) => completed.has(lesson.id)).length;
  const currentLesson = lessons.data.find((lesson) => statuses.get(lesson.id) === "current");
  const currentLevel = levels.data.find((level) => level.id === currentLesson?.levelId);
  const greeting = i18n._(greetingForHour(hour, i18n.locale));
  const username = me.username;
  const levelTitle = currentLevel?.title;
  const several = hasSeveralChildren(children);
  const awaitingMonth = settings.data && !settings.data.birthMonthAsked ? childAwaitingMonth(children) : undefined;

  // On a phone everything is one column, the next lesson in the first screen, before the tiles
  // (docs/product-rules.md#words-whole-and-the-main-action-in-reach); from 1024 px the path takes the wide column and
  // the day's goal and mood sit beside it.
  // The footer sits outside the grid: the sticky "Today" column can move only within the grid, so it never covers it.
  return (
    <div className="flex flex-col gap-5 lg:gap-6">
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start lg:gap-6">
        <header className="lg:col-span-2">
          <h1 className="text-[1.625rem] leading-tight font-extrabold break-words sm:text-3xl">
            <Trans comment="{greeting} is the greeting for the hour (Good morning, Good afternoon, Good evening); {username} the parent's name">
              {greeting}, {username}!
            </Trans>
          </h1>
          <p className="mt-1 text-lg text-ink-soft">{i18n._(subtitleForAgeGroup(childAge))}</p>
          {several ? <ChildSwitcher family={children} selectedId={child?.id} onSelect={rememberChild} /> : null}
        </header>
        {/*
          Up next, then the one-time ask for a birth month, as one item of the grid: the "Today" column beside spans
          a fixed number of rows, and a row of its own for the ask would open gaps around Up next on a laptop.
        */}
        <div className="flex flex-col gap-5 empty:hidden lg:col-start-1">
          {currentLesson ? (
            <UpNext
              lesson={currentLesson}
              level={currentLevel}
              started={started.has(currentLesson.id)}
              pick={picks.find((pick) => pick.lesson.id === currentLesson.id)}
            />
          ) : null}
          {awaitingMonth ? (
            <BirthMonthAsk
              userId={user.id}
              timeZone={me.timeZone}
              child={awaitingMonth}
              label={childLabel(awaitingMonth, children.indexOf(awaitingMonth))}
            />
          ) : null}
        </div>
        <div className="lg:col-start-1">
          <StatTiles
            streak={me.streak}
            xp={me.xp}
            completed={completedCount}
            total={lessons.data.length}
            waitingXp={xpWaitingToSync(progress.data, lessons.data)}
            rhythm={me.streakRhythm}
            restDaysUsed={me.restDaysUsed}
            restDaysLeft={me.restDaysLeft}
          />
        </div>
        <div className="lg:col-start-1 empty:hidden">
          <AgeGuide
            childAge={several && childAge === "multiple" ? undefined : childAge}
            levels={levels.data}
            lessons={lessons.data}
            statuses={statuses}
          />
        </div>
        <section
          aria-label={t({ message: "Today", comment: "Label of the home column with the daily goal, mood check-in and practice" })}
          className="flex flex-col gap-5 lg:sticky lg:top-8 lg:col-start-2 lg:row-span-3 lg:row-start-2"
        >
          <DailyGoal progress={me.dailyGoalProgress} target={me.dailyGoalTarget} rhythm={me.streakRhythm} />
          <MoodCheck userId={user.id} />
          <PracticeCard userId={user.id} ageGroup={childAge} />
        </section>
        <Card role="region" aria-labelledby="journey-title" className="px-2 sm:px-6 lg:col-start-1">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <h2 id="journey-title" className="text-2xl font-extrabold">
              <Trans>Your Learning Journey</Trans>
            </h2>
            {currentLesson && <FavoriteButton userId={user.id} lesson={currentLesson} />}
          </div>
          <p className="mt-1 text-ink-soft">
            {currentLevel
              ? t({
                  message: `You're on ${levelTitle}. Open a lesson to see what it holds.`,
                  comment: "{levelTitle} is the name of the level the parent is on",
                })
              : completedCount > 0 && completedCount === lessons.data.length
                ? t`You've completed every lesson. Step back in any time to practise.`
                : t`Pick a lesson to begin.`}
          </p>
          <ForYouRow picks={picks} lessons={lessons.data} levels={levels.data} statuses={statuses} completed={completed} />
          <FavoriteLessonsList userId={user.id} lessons={lessons.data} />
          {several ? <SiblingsRow lessons={lessons.data} levels={levels.data} statuses={statuses} completed={completed} /> : null}
          <StartedLessonsContext.Provider value={started}>
            {/* Keyed by the age group: another child's path opens at that child's level. */}
            <LessonPath key={childAge ?? "none"} levels={levels.data} lessons={lessons.data} statuses={statuses} pathOrder={pathOrder} />
          </StartedLessonsContext.Provider>
        </Card>
      </div>
      <HomeFooter />
    </div>
  );
}

/** docs/screens.md#home footer; docs/product-rules.md#footer-and-help-entries: its links open real pages. */
const FOOTER_LINKS = [
  { label: msg({ message: "Privacy", comment: "Footer link to the privacy policy" }), href: "/help/privacy-policy" },
  { label: msg({ message: "Terms", comment: "Footer link to the terms of service" }), href: "/help/terms-of-service" },
  { label: msg({ message: "About", comment: "Footer link to the page about Growly" }), href: "/help/about" },
  { label: msg({ message: "Journal", comment: "Footer link to the parent's journal of reflections" }), href: "/journal" },
] as const;

function HomeFooter() {
  const { t, i18n } = useLingui();
  return (
    <footer className="border-t border-line pt-4">
      <nav aria-label={t({ message: "Footer", comment: "Label of the footer's navigation, read by screen readers" })}>
        <ul className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="inline-flex min-h-11 items-center rounded-xl px-3 font-semibold text-ink-soft underline-offset-4 hover:text-ink hover:underline"
              >
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-1 text-center text-sm text-ink-soft">© {PRODUCT_NAME}</p>
    </footer>
  );
}
