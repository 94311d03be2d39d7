import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as appI18n, type I18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { toastText } from "@shared/messages";
import { averageScore, focusAreas, type FocusArea, type FocusTone } from "@shared/rules/focus-areas";
import { lessonStatuses } from "@shared/rules/locks";
import { emailField, usernameField } from "@shared/schemas/auth";
import type { LessonSummary } from "@shared/schemas/learning";
import { Pip } from "../../components/art/monsters";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { notifyFailure } from "../../components/ui/toast";
import { cn } from "../../lib/cn";
import { useSignedInUser } from "../../data/current-user";
import { completedLessonIds, useProgress } from "../../data/learning/progress";
import { useLessons } from "../../data/learning/lessons";
import { useLevels } from "../../data/learning/levels";
import { useUserStats } from "../../data/learning/user-stats";
import { useUpdateUser } from "../../data/update-user";
import { useFollowedChild, useSelectedAgeGroup } from "../../data/family";
import { FollowedChild } from "../../components/followed-child";
import { ageGroupLabel, splitByAge } from "@shared/rules/age-match";
import type { ContentAgeGroup } from "@shared/content/curriculum-schema";
import { usePractices } from "../../data/practices";
import { BadgesList } from "./badges";
import { cameFromSave } from "./profile-saved";
import { DocumentTitle } from "../../components/ui/document-title";

const MENU: ReadonlyArray<{ href: string; label: MessageDescriptor }> = [
  // The name card's Edit Profile is the profile's one Edit Profile control (docs/screens.md#profile-screen); this entry
  // names what the page it opens holds beyond the name: the children and the parenting profile.
  {
    href: "/profile/edit",
    label: msg({ message: "Your family and parenting profile", comment: "Profile menu entry that opens Edit Profile" }),
  },
  { href: "/journal", label: msg({ message: "Journal", comment: "Page title: the parent's notebook of reflections" }) },
  { href: "/progress", label: msg`Your progress` },
  { href: "/stories", label: msg`Practice Stories` },
  { href: "/settings", label: msg({ message: "Settings", comment: "Page title" }) },
  { href: "/subscription", label: msg({ message: "Subscription", comment: "Page title: the parent's plan" }) },
];

/** Profile (docs/screens.md#profile-screen): who you are, how your learning goes, and where to go next. */
export function ProfilePage() {
  const me = useSignedInUser();
  const stats = useUserStats(me.id);
  const progress = useProgress(me.id);
  const lessons = useLessons();
  const levels = useLevels();
  const practices = usePractices(me.id);
  const { i18n, t } = useLingui();

  const entries = useMemo(() => progress.data ?? [], [progress.data]);
  const areas = useMemo(() => focusAreas(entries, lessons.data ?? []), [entries, lessons.data]);
  // The selected child's age group, as home shows it (docs/product-rules.md#home-for-the-selected-child).
  const childAge = useSelectedAgeGroup(me.id, stats.data?.onboardingData?.childAge);
  const followed = useFollowedChild(me.id);
  const nextSteps = useMemo(
    () => recommendedLessons(levels.data ?? [], lessons.data ?? [], completedLessonIds(entries), areas, childAge, i18n),
    [levels.data, lessons.data, entries, areas, childAge, i18n],
  );
  const forAge = useMemo(
    () => lessonsForAge(levels.data ?? [], lessons.data ?? [], completedLessonIds(entries), childAge, i18n),
    [levels.data, lessons.data, entries, childAge, i18n],
  );

  if (stats.isPending || progress.isPending || lessons.isPending || levels.isPending) {
    return (
      <p role="status" className="py-12 text-center text-ink-soft">
        <Trans>Loading your profile...</Trans>
      </p>
    );
  }
  if (stats.isError || !stats.data) {
    return (
      <Card role="alert" className="mx-auto max-w-md text-center">
        <p className="text-lg font-bold">
          <Trans>User not found.</Trans>
        </p>
      </Card>
    );
  }

  const user = stats.data;
  const completed = entries.filter((entry) => entry.completed).length;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <DocumentTitle>{t({ message: "Profile", comment: "Page title" })}</DocumentTitle>
      <h1 className="sr-only">
        <Trans comment="Page title">Profile</Trans>
      </h1>
      <IdentityCard />
      <section aria-labelledby="progress-title" className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        <h2 id="progress-title" className="col-span-full text-xl font-extrabold">
          <Trans>Learning Progress</Trans>
        </h2>
        <Stat label={t`Lessons Completed`} value={i18n.number(completed)} />
        <Stat label={t`Average Score`} value={i18n.number(averageScore(entries) / 100, { style: "percent" })} />
        <Stat label={t`Total XP`} value={i18n.number(user.xp)} />
        <Stat label={t`Practices Tried`} value={practices.data ? i18n.number(practices.data.triedCount) : "–"} />
      </section>
      <BadgesList achievements={user.achievements} dates={user.achievementDates} timeZone={user.timeZone} />
      <FocusAreas areas={areas} />
      <Card>
        <h2 className="text-xl font-extrabold">
          <Trans>Recommended Next Steps</Trans>
        </h2>
        <FollowedChild followed={followed} className="mt-1 text-ink-soft" />
        {forAge.steps.length > 0 && forAge.group && (
          <>
            <h3 className="mt-3 text-lg font-extrabold">
              <Trans>For your child's age</Trans>
            </h3>
            <NextStepList steps={forAge.steps} />
            <h3 className="mt-4 text-lg font-extrabold">
              <Trans>On your learning path</Trans>
            </h3>
          </>
        )}
        {nextSteps.length === 0 ? (
          <p className="mt-2 text-ink-soft">
            <Trans>You've completed every lesson. Replay any of them to keep the skills fresh.</Trans>
          </p>
        ) : (
          <NextStepList steps={nextSteps} />
        )}
      </Card>
      <nav aria-label={t`Profile menu`}>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {MENU.map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} className={buttonClasses("secondary", "lg", "w-full min-w-0 justify-between text-start")}>
                {i18n._(entry.label)}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

const identitySchema = z.object({ username: usernameField, email: emailField });
type Identity = z.input<typeof identitySchema>;

/**
 * Name and email with the Edit Profile ⇄ Save Changes toggle (docs/screens.md#profile-screen); saving really saves.
 * A save is confirmed in the card itself, never by a toast over the page (docs/screens.md#messages).
 */
function IdentityCard() {
  const me = useSignedInUser();
  const update = useUpdateUser(me.id);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // Arriving from Edit Profile's Save Changes; the mark is taken off the entry so a later visit does not repeat it.
  useEffect(() => {
    if (cameFromSave(window.history.state)) {
      setSaved(true);
      window.history.replaceState(null, "");
    }
  }, []);
  const { i18n, t } = useLingui();
  const form = useForm<Identity>({
    resolver: zodResolver(identitySchema),
    values: { username: me.username, email: me.email },
  });
  const errors = form.formState.errors;

  const save = form.handleSubmit((values) => {
    const changes = { username: values.username.trim(), email: values.email.trim().toLowerCase() };
    if (changes.username === me.username && changes.email === me.email) {
      setEditing(false);
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        setSaved(true);
        setEditing(false);
      },
      onError: (error) =>
        notifyFailure(
          { title: i18n._(toastText.profileUpdateFailure.title), fallback: i18n._(toastText.profileUpdateFailure.fallback) },
          error,
        ),
    });
  });

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Pip mood="happy" className="size-20 shrink-0 self-center sm:self-start" />
      <form onSubmit={save} noValidate className="flex min-w-0 flex-1 flex-col gap-3">
        {editing ? (
          <fieldset disabled={update.isPending} className="flex flex-col gap-3">
            <TextField
              label={t({ message: "Name", comment: "Field label: the parent's user name" })}
              autoComplete="username"
              error={errors.username?.message}
              {...form.register("username")}
            />
            <TextField
              label={t({ message: "Email", comment: "Field label: email address" })}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register("email")}
            />
          </fieldset>
        ) : (
          <div className="min-w-0">
            <p className="text-2xl font-extrabold break-words">{me.username}</p>
            <p className="break-words text-ink-soft">{me.email}</p>
          </div>
        )}
        {/*
          Distinct keys: Edit Profile and Save Changes are different <button> elements. Were they one element, React
          would turn the pressed Edit Profile into type="submit" while the click is still being handled, and the
          browser would then submit the form, which closes edit mode at once.
        */}
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button key="save" type="submit" disabled={update.isPending}>
                {update.isPending ? t`Saving...` : t`Save Changes`}
              </Button>
              <Button key="cancel" type="button" variant="ghost" onClick={() => (form.reset(), setEditing(false))}>
                <Trans comment="Button: stop editing the name and email without saving">Cancel</Trans>
              </Button>
            </>
          ) : (
            <Button key="edit" type="button" variant="secondary" onClick={() => (setSaved(false), setEditing(true))}>
              <Trans comment="Button: edit the name and email on the profile">Edit Profile</Trans>
            </Button>
          )}
        </div>
        <p role="status" className="font-semibold text-success">
          {saved ? i18n._(toastText.profileUpdated.title) : null}
        </p>
      </form>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="px-2 py-4 text-center">
      <p className="text-2xl font-extrabold text-brand sm:text-3xl">{value}</p>
      <p className="text-sm font-semibold text-ink-soft">{label}</p>
    </Card>
  );
}

const TONE_STYLES: Record<FocusTone, { bar: string; word: MessageDescriptor }> = {
  green: { bar: "bg-success", word: msg({ message: "Strong", comment: "A skill's average score is high" }) },
  yellow: { bar: "bg-amber-400", word: msg({ message: "Growing", comment: "A skill's average score is middling: it is growing" }) },
  red: { bar: "bg-danger", word: msg({ message: "Focus here", comment: "A skill's average score is low: worth working on" }) },
};

function FocusAreas({ areas }: { areas: FocusArea[] }) {
  const { i18n, t } = useLingui();
  const scoreText = (score: number, tone: FocusTone) => {
    const percent = i18n.number(score / 100, { style: "percent" });
    const level = i18n._(TONE_STYLES[tone].word);
    return t({ message: `${percent} · ${level}`, comment: "{percent} is a skill's average score, {level} Strong, Growing or Focus here" });
  };
  return (
    <Card>
      <h2 className="text-xl font-extrabold">
        <Trans>Focus Areas</Trans>
      </h2>
      <p className="text-sm text-ink-soft">
        <Trans>Your average score in each skill, from the lessons you've completed.</Trans>
      </p>
      <ul className="mt-4 flex flex-col gap-4">
        {areas.map((area) => {
          const skill = i18n._(area.label);
          return (
          <li key={area.skill} data-tone={area.tone ?? "none"}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-bold text-ink">{i18n._(area.label)}</span>
              <span className="shrink-0 text-sm font-semibold text-ink-soft">
                {area.score === null ? t`Not practised yet` : scoreText(area.score, area.tone ?? "red")}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={t({ message: `${skill} score`, comment: "{skill} is a parenting skill, e.g. Communication" })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={area.score ?? 0}
              className="mt-1 h-3 overflow-hidden rounded-pill bg-line"
            >
              <div
                className={cn("h-full rounded-pill", area.tone ? TONE_STYLES[area.tone].bar : "")}
                style={{ width: `${area.score ?? 0}%` }}
              />
            </div>
            <p className="mt-1 text-sm text-ink-soft">{i18n._(area.tip)}</p>
          </li>
          );
        })}
      </ul>
    </Card>
  );
}

interface NextStep {
  lesson: LessonSummary;
  reason: string;
  /** Not open yet: shown with why, never as a link the parent cannot follow. */
  locked?: boolean;
}

function NextStepList({ steps }: { steps: readonly NextStep[] }) {
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {steps.map(({ lesson, reason, locked }) => (
        <li key={lesson.id}>
          {locked ? (
            <div className="flex flex-col rounded-xl border-2 border-dashed border-line px-4 py-3">
              <span className="flex flex-wrap items-center gap-2 font-bold text-ink">
                {lesson.title}
                <span className="rounded-pill bg-line px-2 py-0.5 text-xs font-bold text-ink">
                  <Trans comment="Tag on a lesson that is not open yet">Locked</Trans>
                </span>
              </span>
              <span className="text-sm text-ink-soft">{reason}</span>
            </div>
          ) : (
            <Link
              href={`/lessons/${lesson.levelId}/lesson/${lesson.id}`}
              className="flex flex-col rounded-xl border-2 border-line px-4 py-3 hover:border-brand focus-visible:border-brand"
            >
              <span className="font-bold text-ink">{lesson.title}</span>
              <span className="text-sm text-ink-soft">{reason}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Up to two lessons written for the child's age group from onboarding that the parent has not finished yet:
 * open ones first, then the next ones on the path. None when the age group is unknown or nothing is tagged for it.
 */
export function lessonsForAge(
  levels: Parameters<typeof lessonStatuses>[0],
  lessons: readonly LessonSummary[],
  completed: ReadonlySet<number>,
  childAge: string | undefined,
  i18n: I18n = appI18n,
): { group: ContentAgeGroup | null; steps: NextStep[] } {
  const { group, forAge } = splitByAge(lessons, childAge);
  if (!group) return { group, steps: [] };
  const statuses = lessonStatuses(levels, lessons, completed, childAge);
  const age = i18n._(ageGroupLabel(group));
  const order = (lesson: LessonSummary) => (statuses.get(lesson.id) === "locked" ? 1 : 0);
  const steps = forAge
    .filter((lesson) => !completed.has(lesson.id))
    .map((lesson, index) => ({ lesson, index }))
    .sort((a, b) => order(a.lesson) - order(b.lesson) || a.index - b.index)
    .slice(0, 2)
    .map(({ lesson }) =>
      statuses.get(lesson.id) === "locked"
        ? {
            lesson,
            locked: true,
            reason: i18n._(
              msg({
                message: `Locked until you reach it on your path. Written for a child of ${age}`,
                comment: "{age} is an age group, e.g. 0–2 years",
              }),
            ),
          }
        : { lesson, reason: i18n._(msg({ message: `Written for a child of ${age}`, comment: "{age} is an age group, e.g. 0–2 years" })) },
    );
  return { group, steps };
}

/** Up to two real next lessons: the one the path is on, then one for the weakest practised skill (or the next one). */
export function recommendedLessons(
  levels: Parameters<typeof lessonStatuses>[0],
  lessons: readonly LessonSummary[],
  completed: ReadonlySet<number>,
  areas: readonly FocusArea[],
  childAge?: string,
  i18n: I18n = appI18n,
): NextStep[] {
  // docs/product-rules.md#age-levels: the path starts at the level of the child's age.
  const statuses = lessonStatuses(levels, lessons, completed, childAge);
  const open = lessons.filter(
    (lesson) => statuses.get(lesson.id) === "current" || statuses.get(lesson.id) === "available",
  );
  const current = lessons.find((lesson) => statuses.get(lesson.id) === "current");
  const steps: NextStep[] = current ? [{ lesson: current, reason: i18n._(msg`Next on your learning path`) }] : [];
  const weakest = areas.filter((area) => area.score !== null).sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[0];
  const practice = weakest && open.find((lesson) => lesson.skill === weakest.skill && lesson.id !== current?.id);
  if (practice && weakest) {
    // German writes its nouns with a capital; the other languages name the skill in lower case inside a sentence.
    const label = i18n._(weakest.label);
    const skill = i18n.locale === "de" ? label : label.toLowerCase();
    steps.push({
      lesson: practice,
      reason: i18n._(msg({ message: `Builds ${skill}, your area to grow`, comment: "{skill} is a parenting skill, e.g. communication" })),
    });
  } else {
    const next = open.find((lesson) => lesson.id !== current?.id);
    if (next) steps.push({ lesson: next, reason: i18n._(msg`Also open for you now`) });
  }
  return steps;
}
