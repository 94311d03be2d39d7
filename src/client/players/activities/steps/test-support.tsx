import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LessonFile } from "@shared/content/curriculum-schema";
import type { StepLessonContent } from "@shared/content/content-schemas";
import type { ActivityType } from "@shared/content/activity-types";
import { createQueryClient } from "@client/app/query-client";
import { createLesson } from "../test-lessons";
import type { Reflection } from "../../types";
import { StepsPlayer } from "./steps-player";

const lessonDir = join(process.cwd(), "content", "lessons");
const lessonFiles = readdirSync(lessonDir).map((name) => JSON.parse(readFileSync(join(lessonDir, name), "utf8")) as LessonFile);

/** The play data (step rules) of the real lesson of this activity type, as the server sends it. */
export const playOf = (activityType: ActivityType) => lessonFiles.find((file) => file.activityType === activityType)?.play;

/** Renders the steps player for one lesson, inside the app's query client (the journal save needs it). */
export function renderSteps(content: StepLessonContent, activityType: ActivityType, overrides: { id?: number; title?: string; journalFails?: boolean } = {}) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  const saveReflection = vi.fn(async (_reflection: Reflection) => {
    if (overrides.journalFails) throw new Error("The journal is unavailable");
  });
  const lesson = createLesson({ id: overrides.id ?? 16, title: overrides.title ?? content.title, activityType, content, play: playOf(activityType) });
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
