import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ModuleCloserContent } from "@shared/content/content-schemas";
import { Growler, Pip } from "@client/components/art/monsters";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import type { ReflectingPlayerProps } from "../../types";
import { ActionRow, ActivityFrame } from "../activity-parts";
import { usePlayer } from "../use-player";
import { BadgeReveal } from "./badge-reveal";
import {
  initialModuleCloser, moduleCloserJournalNotes, moduleCloserReducer, restoreModuleCloser, type ModuleCloserState,
  type ModuleReflection,
} from "@shared/rules/players/module-closer-lesson";
import { SavedToJournal } from "../../saved-to-journal";
import { MODULE_CLOSER_SCORE, MODULE_STEPS, moduleStepProgress } from "./module-closer-steps";
import { NOT_READ_ALOUD, PROGRESS_COUNT } from "@client/lib/readable-parts";

const RULES = {
  reducer: () => moduleCloserReducer,
  initial: () => initialModuleCloser,
  restore: restoreModuleCloser,
  progress: (state: ModuleCloserState) => moduleStepProgress(state.stepIndex),
};

/**
 * docs/lesson-players.md#module-closing: overview → takeaways → self-care → reflection → badge → complete, forward
 * only. "Finish Module" reports progress 100 and hands the completion to the host, which goes home once it is saved.
 */
export function ModuleCloserPlayer(props: ReflectingPlayerProps<ModuleCloserContent>) {
  const { lesson, content, onComplete, onProgress, saveReflection } = props;
  const { t } = useLingui();
  const { state, dispatch, questionId: keepGrowingId } = usePlayer(props, RULES);
  const { stepIndex, selfCareActivity, reflection, finished } = state;
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const finishedRef = useRef(false);

  const step = MODULE_STEPS[stepIndex]!;
  const isLast = stepIndex === MODULE_STEPS.length - 1;
  // The step heading takes focus after each Continue, so the new step is read out; not on first arrival.
  const focusHeading = stepIndex > 0;

  async function advance() {
    if (step.id === "reflection" && !state.journalSaved) {
      // Both answers and the self-care plan go to the journal as the parent leaves the reflection.
      const notes = moduleCloserJournalNotes(state, content);
      if (notes !== null) {
        setSaving(true);
        setSaveFailed(false);
        try {
          await saveReflection({ notes });
          dispatch({ type: "journalSaved" });
        } catch {
          // The words stay on screen; the parent can try again.
          setSaveFailed(true);
          return;
        } finally {
          setSaving(false);
        }
      }
    }
    if (!isLast) {
      dispatch({ type: "advance" });
      return;
    }
    // A double tap on Finish Module reports once.
    if (finishedRef.current) return;
    finishedRef.current = true;
    dispatch({ type: "finish" });
    onProgress(100);
    // The frame saves the completion, then celebrates (docs/lesson-players.md#the-lesson-frame).
    onComplete(MODULE_CLOSER_SCORE, { right: 0, total: 0, kind: "first-try" });
  }

  let body: ReactNode;
  switch (step.id) {
    case "overview":
      body = (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <Pip mood="happy" className="size-24 shrink-0 motion-safe:animate-bob sm:size-28" />
          <div className="flex flex-col gap-3">
            <StepHeading focus={focusHeading}>{content.heading}</StepHeading>
            <p className="text-base leading-relaxed sm:text-lg">{content.scenario}</p>
          </div>
        </div>
      );
      break;
    case "takeaways":
      body = (
        <div className="flex flex-col gap-4">
          <StepHeading focus={focusHeading}>
            <Trans>Key Takeaways</Trans>
          </StepHeading>
          <p className="text-ink-soft">
            <Trans>Ideas you can use tonight.</Trans>
          </p>
          <ul className="flex flex-col gap-3">
            {content.keyTakeaways.map((takeaway) => (
              <li key={takeaway} className="flex items-start gap-3 rounded-card bg-paper p-3 leading-relaxed">
                <CheckMark />
                <span>{takeaway}</span>
              </li>
            ))}
          </ul>
        </div>
      );
      break;
    case "selfcare":
      body = (
        <SelfCareStep
          content={content}
          focus={focusHeading}
          selected={selfCareActivity}
          onSelect={(index) => dispatch({ type: "selectActivity", index })}
        />
      );
      break;
    case "reflection":
      body = (
        <ReflectionStep content={content} focus={focusHeading} answers={reflection} onChange={(answers) => dispatch({ type: "reflect", answers })} />
      );
      break;
    case "badge":
      body = (
        <div className="flex flex-col gap-6">
          {state.journalSaved ? <SavedToJournal /> : null}
          <StepHeading focus={focusHeading} className="text-center">
            <Trans>You Earned a Badge!</Trans>
          </StepHeading>
          <BadgeReveal
            title={content.badgeEarned.title}
            description={content.badgeEarned.description}
            xpBonus={content.badgeEarned.xpBonus}
          />
          <section aria-labelledby={keepGrowingId} className="flex flex-col gap-3 rounded-card bg-paper p-4">
            <h3 id={keepGrowingId} className="text-lg font-extrabold">
              <Trans comment="Heading over tips for carrying on after the module">Keep Growing</Trans>
            </h3>
            <ul className="flex flex-col gap-2">
              {content.keepGrowingTips.map((tip) => (
                <li key={tip} className="flex items-start gap-3 leading-relaxed">
                  <Sprout />
                  <span>{tip}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      );
      break;
    case "complete": {
      const activity = selfCareActivity === null ? undefined : content.selfCareActivities[selfCareActivity];
      body = (
        <div className="flex flex-col items-center gap-4 text-center">
          <Pip mood="proud" className="size-28 motion-safe:animate-bob" />
          <StepHeading focus={focusHeading}>
            <Trans>Module Complete!</Trans>
          </StepHeading>
          <p className="max-w-xl rounded-card bg-brand-soft p-4 text-lg leading-relaxed font-semibold">{content.finalInsight}</p>
          <YourPlan content={content} answers={reflection} activity={activity?.title} />
        </div>
      );
      break;
    }
  }

  return (
    <ActivityFrame label={lesson.title}>
      <StepIndicator current={stepIndex} />
      <Card>{body}</Card>
      {saveFailed ? (
        <p role="alert" className="font-semibold">
          <Trans>We couldn't save your reflection to your journal just now. Your words are still here: try Continue again.</Trans>
        </p>
      ) : null}
      <ActionRow>
        <Button size="lg" onClick={() => void advance()} disabled={finished || saving}>
          {saving
            ? t({ message: "Saving...", comment: "Button while the reflection is being saved" })
            : isLast
              ? t({ message: "Finish Module", comment: "Button" })
              : t({ message: "Continue", comment: "Button that moves to the next step" })}
        </Button>
      </ActionRow>
    </ActivityFrame>
  );
}

/** docs/lesson-players.md#module-closing: a step indicator and the text "Step N of 6". */
function StepIndicator({ current }: { current: number }) {
  const { t, i18n } = useLingui();
  const stepNumber = current + 1;
  const stepCount = MODULE_STEPS.length;
  return (
    <div className="flex flex-col gap-2">
      <p {...PROGRESS_COUNT} className="text-sm font-bold text-ink-soft">
        <Trans>
          Step {stepNumber} of {stepCount}
        </Trans>
      </p>
      <ol aria-label={t`Module steps`} className="flex gap-1.5">
        {MODULE_STEPS.map((step, index) => {
          const stepName = i18n._(step.name);
          return (
            <li
              key={step.id}
              aria-current={index === current ? "step" : undefined}
              className={cn("h-2 flex-1 rounded-pill", index <= current ? "bg-brand" : "bg-line")}
            >
              <span className="sr-only">
                {index < current
                  ? t({ message: `${stepName}, done`, comment: "A step of the module's closing, read by screen readers" })
                  : index === current
                    ? t({ message: `${stepName}, current step`, comment: "A step of the module's closing, read by screen readers" })
                    : stepName}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function StepHeading({ focus, className, children }: { focus: boolean; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={cn("text-2xl leading-tight font-extrabold focus:outline-none", className)}>
      {children}
    </h2>
  );
}

function CheckMark() {
  return (
    <span aria-hidden="true" className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-pill bg-level-green text-white">
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}

function Sprout() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-level-green" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 21v-9" />
      <path d="M12 12c0-4-3-6-7-6 0 4 3 6 7 6z" fill="currentColor" fillOpacity="0.25" />
      <path d="M12 10c0-3.5 2.5-6 7-6 0 4-3 6-7 6z" fill="currentColor" fillOpacity="0.25" />
    </svg>
  );
}

/** Radio cards: native radios, so Tab reaches the group and the arrow keys move the pick. */
function optionClasses(chosen: boolean): string {
  return cn(
    "flex cursor-pointer items-start gap-3 rounded-card border-2 bg-surface px-4 py-3 text-ink transition-colors duration-150 hover:border-brand",
    chosen ? "border-brand bg-brand-soft" : "border-line",
  );
}

function SelfCareStep({
  content,
  focus,
  selected,
  onSelect,
}: {
  content: ModuleCloserContent;
  focus: boolean;
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  return (
    <div className="flex flex-col gap-4">
      <StepHeading focus={focus}>
        <Trans>A Moment for You</Trans>
      </StepHeading>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-ink-soft">
          <Trans>Pick one to try now, or keep it for tonight.</Trans>
        </legend>
        {content.selfCareActivities.map((activity, index) => (
          <label key={activity.title} className={optionClasses(selected === index)}>
            <input
              type="radio"
              name={name}
              checked={selected === index}
              onChange={() => onSelect(index)}
              className="mt-1 size-5 shrink-0 accent-brand"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-bold">{activity.title}</span>
                {activity.duration ? (
                  <Badge tone="blue" className="text-xs">
                    {activity.duration}
                  </Badge>
                ) : null}
              </span>
              <span className="text-sm leading-relaxed text-ink-soft">{activity.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <aside aria-label={t`A reminder`} className="flex items-center gap-3 rounded-card bg-level-green-soft p-4">
        <Growler mood="calm" className="size-14 shrink-0" />
        <p className="leading-relaxed font-semibold">{content.reminderMessage}</p>
      </aside>
    </div>
  );
}

function ReflectionStep({
  content,
  focus,
  answers,
  onChange,
}: {
  content: ModuleCloserContent;
  focus: boolean;
  answers: ModuleReflection;
  onChange: (answers: Partial<ModuleReflection>) => void;
}) {
  const ids = { completion: useId(), application: useId(), selfCare: useId() };
  const prompts = content.reflectionPrompts;
  const textBoxes = [
    { key: "completion", prompt: prompts.completionPrompt },
    { key: "application", prompt: prompts.applicationPrompt },
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <StepHeading focus={focus}>
          <Trans>Reflect on Your Week</Trans>
        </StepHeading>
        <p className="text-ink-soft">
          <Trans>There are no wrong answers, and you can skip any of these.</Trans>
        </p>
      </div>
      {textBoxes.map(({ key, prompt }) => (
        <div key={key} className="flex flex-col gap-1.5">
          <label htmlFor={ids[key]} className="font-semibold">
            {prompt.question}
          </label>
          <textarea
            id={ids[key]}
            rows={3}
            value={answers[key]}
            placeholder={prompt.placeholder}
            onChange={(event) => onChange({ [key]: event.target.value })}
            className="rounded-xl border-2 border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-soft/80 focus:border-brand"
          />
        </div>
      ))}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold">{prompts.selfCarePrompt.question}</legend>
        {prompts.selfCarePrompt.options.map((option) => (
          <label key={option} className={optionClasses(answers.selfCare === option)}>
            <input
              type="radio"
              name={ids.selfCare}
              checked={answers.selfCare === option}
              onChange={() => onChange({ selfCare: option })}
              className="mt-0.5 size-5 shrink-0 accent-brand"
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The complete step hands the parent's own words back, so the plan leaves the lesson with them. */
function YourPlan({ content, answers, activity }: { content: ModuleCloserContent; answers: ModuleReflection; activity?: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const prompts = content.reflectionPrompts;
  const lines = [
    answers.completion.trim() ? { label: prompts.completionPrompt.question, text: answers.completion.trim() } : null,
    answers.application.trim() ? { label: prompts.applicationPrompt.question, text: answers.application.trim() } : null,
    answers.selfCare ? { label: prompts.selfCarePrompt.question, text: answers.selfCare } : null,
    activity ? { label: t({ message: "Your moment for you", comment: "Label over the self-care activity the parent picked" }), text: activity } : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex w-full max-w-xl flex-col gap-2 rounded-card border-2 border-line p-4 text-start">
      <h3 id={headingId} className="text-lg font-extrabold">
        <Trans>Your Plan for This Week</Trans>
      </h3>
      <dl className="flex flex-col gap-3">
        {lines.map((line) => (
          <div key={line.label}>
            <dt className="text-sm font-bold text-ink-soft">{line.label}</dt>
            {/* The parent's own words are never read aloud (docs/product-rules.md#listening). */}
            <dd {...NOT_READ_ALOUD} className="leading-relaxed whitespace-pre-line">
              {line.text}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
