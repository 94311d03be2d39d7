import { useId } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { LessonSummary } from "@shared/schemas/learning";
import { Button } from "../../components/ui/button";
import { useFavoriteLessons, useToggleFavorite } from "../../data/favorites";
import { lessonIntroPath } from "./lesson-card";

const SAVE_FAILED = msg`We couldn't save that just now. Please try again.`;

/**
 * docs/screens.md#home "Add Favourite", kept on the server (docs/product-rules.md#moods-and-favourites): it adds the
 * lesson in progress and turns into "Remove Favourite" for it.
 */
export function FavoriteButton({ userId, lesson }: { userId: number; lesson: LessonSummary }) {
  const { i18n } = useLingui();
  const favorites = useFavoriteLessons(userId);
  const toggle = useToggleFavorite(userId);
  const hintId = useId();
  const isFavorite = favorites.data?.includes(lesson.id) ?? false;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={hintId}
        disabled={!favorites.data || toggle.isPending}
        onClick={() => toggle.mutate({ lessonId: lesson.id, favorite: !isFavorite })}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-4" fill={isFavorite ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
        {isFavorite ? <Trans>Remove Favourite</Trans> : <Trans>Add Favourite</Trans>}
      </Button>
      <p id={hintId} className="text-sm text-ink-soft">
        {lesson.title}
      </p>
      <p aria-live="polite" className="text-sm font-semibold text-danger">
        {toggle.isError ? i18n._(SAVE_FAILED) : ""}
      </p>
    </div>
  );
}

/** The parent's favourite lessons, newest first, each a link to its intro screen. */
export function FavoriteLessonsList({ userId, lessons }: { userId: number; lessons: readonly LessonSummary[] }) {
  const favorites = useFavoriteLessons(userId);
  const titleId = useId();
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const favoriteLessons = (favorites.data ?? []).flatMap((id) => byId.get(id) ?? []);
  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-xl bg-brand-soft/50 px-4 py-3">
      <h3 id={titleId} className="text-lg font-extrabold">
        <Trans comment="Heading of the parent's favourite lessons">Favourites</Trans>
      </h3>
      {favorites.isError ? (
        <p className="mt-1 text-ink-soft">
          <Trans>We couldn't load your favourites just now.</Trans>
        </p>
      ) : !favorites.data ? (
        <p className="mt-1 text-ink-soft">
          <Trans>Loading your favourites...</Trans>
        </p>
      ) : favoriteLessons.length === 0 ? (
        <p className="mt-1 text-ink-soft">
          <Trans comment="'Add Favourite' is the button's name: use the same words as its translation">
            No favourites yet. Tap Add Favourite to keep a lesson you'd like to come back to.
          </Trans>
        </p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {favoriteLessons.map((lesson) => (
            <li key={lesson.id}>
              <Link href={lessonIntroPath(lesson)} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
                {lesson.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
