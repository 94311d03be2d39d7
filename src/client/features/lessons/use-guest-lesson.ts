import { useMutation } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { toastText } from "@shared/messages";
import type { ScoreSummary } from "@shared/rules/players/score-summary";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { notify } from "../../components/ui/toast";
import type { Reflection } from "../../players/types";
import { completeGuestLesson, saveGuestReflection } from "./api/guest-lesson";
import { REFLECTION_FEELING } from "./frame/use-lesson-frame";

/** The guest's completion, sent in the lesson's language; the answers go with it, as a parent's do, kept for a retry. */
export function useGuestCompletion(language: DisplayLanguage) {
  const completion = useMutation({ mutationFn: (answers: Record<string, unknown> | null) => completeGuestLesson(answers, language) });
  const { mutate } = completion;
  const sent = useRef<Record<string, unknown> | null>(null);
  const onFinished = useCallback(
    (_score: number, _summary: ScoreSummary | null, answers: Record<string, unknown> | null) => {
      sent.current = answers;
      mutate(answers);
    },
    [mutate],
  );
  return { completion, onFinished, retry: () => completion.mutate(sent.current) };
}

/** The guest's reflections, kept against this browser until they create an account; whether one has been. */
export function useGuestReflection() {
  const { i18n, t } = useLingui();
  const [reflectionSaved, setReflectionSaved] = useState(false);
  const saveReflection = useCallback(async ({ feeling, notes }: Reflection) => {
    try {
      await saveGuestReflection({ feeling: feeling ?? REFLECTION_FEELING, improvementNotes: notes });
      notify({ title: t`Reflection kept`, description: t`It goes into your journal when you create your account.` });
      setReflectionSaved(true);
    } catch (error) {
      const failure = toastText.reflectionFailure;
      notify({ ...failure, title: i18n._(failure.title), description: i18n._(failure.description) });
      throw error;
    }
  }, [i18n, t]);
  return { saveReflection, reflectionSaved };
}
