import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { StorySummary } from "@shared/schemas/stories";
import { Pip } from "../../components/art/monsters";
import { Badge } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadError } from "../../components/ui/load-error";
import { ageGroupLabel, splitByAge } from "@shared/rules/age-match";
import { useSignedInUser } from "../../data/current-user";
import { useFollowedChild, useSelectedAgeGroup } from "../../data/family";
import { FollowedChild } from "../../components/followed-child";
import { PageTitle } from "../../components/ui/page-title";
import { useStories } from "./api/stories";
import { completedStoryIds, useStoryProgress } from "./api/story-progress";
import { DifficultyBadge, storyDurationLabel, StoryCategoryIcon, categoryLabel } from "./story-labels";

/** docs/screens.md#stories: the four bullets of the "how it works" box. */
const HOW_IT_WORKS = [
  msg`Read real-life scenarios with monster families`,
  msg`Choose how you would handle each situation`,
  msg`Learn from the feedback and tips`,
  msg`Earn XP as you finish new stories`,
];

export const storyPath = (storyId: number) => `/stories/${storyId}`;

/** Practice Stories (docs/screens.md#stories): how stories work, the featured story, then all stories. */
export function StoriesPage() {
  const user = useSignedInUser();
  const stories = useStories();
  const progress = useStoryProgress(user.id);
  const ageGroup = useSelectedAgeGroup(user.id, user.onboardingData?.childAge);
  const followed = useFollowedChild(user.id);
  const { i18n, t } = useLingui();

  const header = (
    <header>
      <PageTitle>{t`Practice Stories`}</PageTitle>
      <p className="mt-1 text-lg text-ink-soft">
        <Trans>Learn through real-life scenarios</Trans>
      </p>
      <FollowedChild followed={followed} className="mt-1 text-ink-soft" />
    </header>
  );

  if (stories.isError || progress.isError) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadError
          message={t`We couldn't load the stories. Please check your connection and try again.`}
          onRetry={() => [stories, progress].forEach((query) => void query.refetch())}
        />
      </div>
    );
  }
  if (!stories.data || !progress.data) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <p role="status" className="py-10 text-center text-lg font-semibold text-ink-soft">
          <Trans>Loading stories...</Trans>
        </p>
      </div>
    );
  }

  const completed = completedStoryIds(progress.data);
  const [featured] = stories.data;
  // The selected child's age group comes first (home's switcher); every other story stays listed below.
  const { group, forAge, rest } = splitByAge(stories.data, ageGroup);
  const matched = group !== null && forAge.length > 0;
  const age = group === null ? "" : i18n._(ageGroupLabel(group));

  return (
    <div className="flex flex-col gap-8">
      {header}
      <section aria-labelledby="how-stories-work" className="rounded-card border border-line bg-brand-soft p-5">
        <h2 id="how-stories-work" className="text-lg font-extrabold">
          <Trans>How stories work</Trans>
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {HOW_IT_WORKS.map((line) => (
            <li key={line.id} className="flex items-start gap-2">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              <span>{i18n._(line)}</span>
            </li>
          ))}
        </ul>
      </section>

      {featured ? (
        <>
          {matched && (
            <section aria-labelledby="for-your-childs-age">
              <h2 id="for-your-childs-age" className="text-xl font-extrabold">
                <Trans>For your child's age</Trans>
              </h2>
              <p className="text-ink-soft">
                <Trans comment="{age} is an age group, e.g. 0–2 years">Stories with a child of {age}</Trans>
              </p>
              <StoryList stories={forAge} completed={completed} />
            </section>
          )}
          <section aria-labelledby="featured-story">
            <h2 id="featured-story" className="text-xl font-extrabold">
              <Trans>Featured Story</Trans>
            </h2>
            <FeaturedStoryCard story={featured} completed={completed.has(featured.id)} />
          </section>
          <section aria-labelledby="all-stories">
            <h2 id="all-stories" className="text-xl font-extrabold">
              {matched ? t`More Stories` : t`All Stories`}
            </h2>
            <StoryList stories={matched ? rest : stories.data} completed={completed} />
          </section>
        </>
      ) : (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <Pip mood="calm" className="size-24" />
          <h2 className="text-xl font-extrabold">
            <Trans>No Stories Available</Trans>
          </h2>
          <p className="text-ink-soft">
            <Trans>Stories are being prepared</Trans>
          </p>
        </Card>
      )}
    </div>
  );
}

/** Play, or Replay once the story is finished; the story's title completes the link's name. */
function PlayLink({ story, completed, size = "md" }: { story: StorySummary; completed: boolean; size?: "md" | "lg" }) {
  const { t } = useLingui();
  const title = story.title;
  const label = completed
    ? t({ message: "Replay", comment: "Button: play a finished story again" })
    : t({ message: "Play", comment: "Button: start a story" });
  return (
    <Link
      href={storyPath(story.id)}
      aria-label={
        completed
          ? t({ message: `Replay ${title}`, comment: "Button's accessible name: {title} is the story's title" })
          : t({ message: `Play ${title}`, comment: "Button's accessible name: {title} is the story's title" })
      }
      className={buttonClasses(completed ? "secondary" : "primary", size)}
    >
      {label}
    </Link>
  );
}

function StoryList({ stories, completed }: { stories: readonly StorySummary[]; completed: ReadonlySet<number> }) {
  return (
    <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {stories.map((story) => (
        <li key={story.id} className="flex">
          <StoryCard story={story} completed={completed.has(story.id)} />
        </li>
      ))}
    </ul>
  );
}

function StoryFacts({ story, completed }: { story: StorySummary; completed: boolean }) {
  const { i18n } = useLingui();
  const xp = story.xpReward;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <DifficultyBadge difficulty={story.difficulty} />
      <Badge>{i18n._(categoryLabel(story.category))}</Badge>
      <span className="font-semibold text-ink-soft">{storyDurationLabel(i18n, story.minutes)}</span>
      <span className="font-semibold text-ink-soft">
        <Trans comment="Experience points a story gives, e.g. +20 XP">+{xp} XP</Trans>
      </span>
      {completed && (
        <Badge tone="green">
          <Trans comment="Tag on a story the parent has finished">Completed</Trans>
        </Badge>
      )}
    </div>
  );
}

function FeaturedStoryCard({ story, completed }: { story: StorySummary; completed: boolean }) {
  return (
    <Card className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center" data-testid="featured-story">
      <StoryCategoryIcon category={story.category} className="size-20 sm:size-28" />
      <div className="flex flex-1 flex-col gap-2">
        <h3 className="text-2xl font-extrabold">{story.title}</h3>
        <p className="text-ink-soft">{story.description}</p>
        <StoryFacts story={story} completed={completed} />
      </div>
      <PlayLink story={story} completed={completed} size="lg" />
    </Card>
  );
}

function StoryCard({ story, completed }: { story: StorySummary; completed: boolean }) {
  return (
    <Card className="flex w-full flex-col gap-3">
      <div className="flex items-start gap-3">
        <StoryCategoryIcon category={story.category} className="size-12" />
        <h3 className="text-lg font-extrabold">{story.title}</h3>
      </div>
      <p className="flex-1 text-ink-soft">{story.description}</p>
      <StoryFacts story={story} completed={completed} />
      <PlayLink story={story} completed={completed} />
    </Card>
  );
}
