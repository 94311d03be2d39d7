import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import type { StepLessonContent } from "@shared/content/content-schemas";
import { createQueryClient } from "@client/app/query-client";
import { createLesson, lessonFiles } from "../test-lessons";
import type { Reflection } from "../../types";
import { StepsPlayer } from "./steps-player";

/** The steps lessons by name, as their files' ids: each one's own words and retry rules are in its play data. */
export const STEPS_LESSONS = { snackAttack: 10, settingLimits: 16, pajamaPuzzle: 19, homeworkChallenge: 20 } as const;
export type StepsLessonName = keyof typeof STEPS_LESSONS;

/** The play data (step rules) of one real steps lesson, as the server sends it. */
export const playOf = (name: StepsLessonName) => lessonFiles.find((file) => file.id === STEPS_LESSONS[name])?.play;

/** Renders the steps player for one lesson, inside the app's query client (the journal save needs it). */
export function renderSteps(content: StepLessonContent, name: StepsLessonName, overrides: { id?: number; title?: string; journalFails?: boolean } = {}) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  const saveReflection = vi.fn(async (_reflection: Reflection) => {
    if (overrides.journalFails) throw new Error("The journal is unavailable");
  });
  const lesson = createLesson({ id: overrides.id ?? 16, title: overrides.title ?? content.title, activityType: "steps", content, play: playOf(name) });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StepsPlayer lesson={lesson} content={content} onComplete={onComplete} onProgress={onProgress} saveReflection={saveReflection} />
    </QueryClientProvider>,
  );
  return { onComplete, onProgress, saveReflection, lesson };
}

export const button = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;
export const click = (name: string | RegExp) => fireEvent.click(button(name));
/** The answer button whose text starts with `text`. */
export const choice = (text: string) => screen.getByRole("button", { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }) as HTMLButtonElement;
/** The current step's title (also while a popup hides the page from assistive technology). */
export const stepHeading = () =>
  within(screen.getByRole("region", { hidden: true })).getByRole("heading", { level: 2, hidden: true }).textContent;
export const dialog = () => screen.queryByRole("dialog");
