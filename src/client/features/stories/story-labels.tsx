import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactElement } from "react";
import type { StoryFile } from "@shared/content/story-schema";
import type { BadgeTone } from "../../components/ui/badge";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";

/**
 * docs/product-rules.md#lesson-length: the specification's story label, true while the story measures 3 to 5 minutes
 * (the content rules hold every story to it); a story outside that range shows its own time.
 */
export const STORY_DURATION = msg({ message: "3-5 min", comment: "How long a story takes: 3 to 5 minutes" });
export const STORY_LABEL_MINUTES = { min: 3, max: 5 } as const;

export function storyDurationLabel(i18n: I18n, minutes: number): string {
  return minutes >= STORY_LABEL_MINUTES.min && minutes <= STORY_LABEL_MINUTES.max
    ? i18n._(STORY_DURATION)
    : i18n._(msg({ message: `About ${minutes} min`, comment: "How long a story takes, in minutes" }));
}

type Difficulty = StoryFile["difficulty"];

const DIFFICULTY: Record<Difficulty, { label: MessageDescriptor; tone: BadgeTone }> = {
  easy: { label: msg({ message: "Easy", comment: "A story's difficulty" }), tone: "green" },
  medium: { label: msg({ message: "Medium", comment: "A story's difficulty" }), tone: "orange" },
  hard: { label: msg({ message: "Hard", comment: "A story's difficulty" }), tone: "purple" },
};

/** The difficulty in words; the colour only repeats it. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { i18n } = useLingui();
  const { label, tone } = DIFFICULTY[difficulty];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}

const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  bedtime: msg({ message: "Bedtime", comment: "A story's category" }),
  mealtime: msg({ message: "Mealtime", comment: "A story's category" }),
  playtime: msg({ message: "Playtime", comment: "A story's category" }),
  homework: msg({ message: "Homework", comment: "A story's category" }),
  chores: msg({ message: "Chores", comment: "A story's category: household tasks" }),
};
const OTHER_CATEGORY = msg({ message: "Everyday moments", comment: "A story's category: any other" });

/** The story's category in words (a descriptor: show it with i18n._). */
export function categoryLabel(category: string): MessageDescriptor {
  return (Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category] : undefined) ?? OTHER_CATEGORY;
}

// Inline drawings rather than emoji: emoji fonts are missing on some systems.
const ICONS: Record<string, ReactElement> = {
  bedtime: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />,
  mealtime: (
    <>
      <path d="M3 12h18a9 9 0 0 1-18 0Z" />
      <path d="M8 8c0-1.5 1-2 1-3.5M12 8c0-1.5 1-2 1-3.5M16 8c0-1.5 1-2 1-3.5" />
    </>
  ),
  playtime: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.5 9.5c5 2 12 2 17 0M3.5 14.5c5-2 12-2 17 0" />
    </>
  ),
  homework: (
    <>
      <path d="M4 20l1-4L16 5l3 3L8 19l-4 1Z" />
      <path d="M14 7l3 3" />
    </>
  ),
  chores: (
    <>
      <path d="M14 3l-4 10" />
      <path d="M6 13h8l2 8H4l2-8Z" />
      <path d="M8 17v4M12 17v4" />
    </>
  ),
};
/** Any other category: an open book. */
const DEFAULT_ICON = (
  <>
    <path d="M12 6c-2-1.5-5-2-8-1.5V19c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V4.5c-3-.5-6 0-8 1.5Z" />
    <path d="M12 6v14.5" />
  </>
);

const CATEGORY_TINTS: Record<string, string> = {
  bedtime: "bg-level-blue-soft text-level-blue",
  mealtime: "bg-level-orange-soft text-level-orange",
  playtime: "bg-level-green-soft text-level-green",
  homework: "bg-level-purple-soft text-level-purple",
  chores: "bg-brand-soft text-brand",
};

/** docs/screens.md#stories: an icon per category (bedtime, mealtime, playtime, homework, chores), else a book. */
export function StoryCategoryIcon({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-card dark:text-ink",
        CATEGORY_TINTS[category] ?? "bg-line/60 text-ink",
        className,
      )}
      data-category-icon={Object.hasOwn(ICONS, category) ? category : "default"}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="size-1/2"
      >
        {ICONS[category] ?? DEFAULT_ICON}
      </svg>
    </span>
  );
}
