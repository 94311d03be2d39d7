import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { Child } from "@shared/schemas/family";
import { type ChildDraft, MAX_CHILDREN, childDraftSchema, draftOf, emptyChildDraft } from "@shared/schemas/family";
import { ChildFields } from "../../components/child-fields";
import { useChildLabel } from "../../components/child-label";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { notify, notifyFailure } from "../../components/ui/toast";
import { useChangeFamily, useFamily } from "../../data/family";

/**
 * The children's editors with changes not saved yet, each with a way to save them: the page's Save Changes saves them
 * first, and leaving the page asks before they are lost (edit-profile-page.tsx).
 */
export type UnsavedChildren = Map<string, { dirty: () => boolean; save: () => Promise<boolean> }>;

/**
 * "Your family" in Edit Profile's Parenting Profile (docs/screens.md#edit-profile): each child's name and birth month,
 * the only place a child's age is changed. Each child saves on its own; the page's Save Changes also saves a child's
 * changes left unsaved. Rendered inside the page's form: its buttons are plain buttons, and Enter in a field saves
 * that child. Removing a child asks first, in a dialog.
 */
export function FamilyEditor({
  userId,
  thisMonth,
  unsaved,
}: {
  userId: number;
  thisMonth: string;
  unsaved: RefObject<UnsavedChildren>;
}) {
  const { t } = useLingui();
  const family = useFamily();
  const [adding, setAdding] = useState(false);
  const label = useChildLabel();
  const children = family.data?.children ?? [];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // A child added, a new child's form cancelled or a child removed takes its controls away: focus goes back to "Add a
  // child", or to the family's heading when no more can be added, never to the top of the page.
  const [returnFocus, setReturnFocus] = useState(0);
  useEffect(() => {
    if (returnFocus > 0) (addRef.current ?? headingRef.current)?.focus();
  }, [returnFocus]);
  const focusBack = () => setReturnFocus((count) => count + 1);
  return (
    <Card className="flex flex-col gap-4" id="your-family">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-extrabold text-ink">
        <Trans>Your family</Trans>
      </h3>
      {family.isPending ? (
        <p className="text-ink-soft">
          <Trans>Loading your family...</Trans>
        </p>
      ) : (
        children.map((child, index) => (
          <ChildEditor
            key={child.id}
            userId={userId}
            thisMonth={thisMonth}
            child={child}
            heading={label(child, index)}
            unsaved={unsaved}
            onRemoved={focusBack}
          />
        ))
      )}
      {adding ? (
        <ChildEditor
          userId={userId}
          thisMonth={thisMonth}
          heading={t`A new child`}
          unsaved={unsaved}
          onDone={() => {
            setAdding(false);
            focusBack();
          }}
        />
      ) : (
        children.length < MAX_CHILDREN &&
        !family.isPending && (
          <Button ref={addRef} type="button" variant="secondary" className="self-start" onClick={() => setAdding(true)}>
            <Trans>Add a child</Trans>
          </Button>
        )
      )}
    </Card>
  );
}

function ChildEditor({
  userId,
  thisMonth,
  child,
  heading,
  unsaved,
  onDone,
  onRemoved,
}: {
  userId: number;
  thisMonth: string;
  child?: Child;
  heading: string;
  unsaved: RefObject<UnsavedChildren>;
  /** A new child's form is done: added or cancelled. */
  onDone?: () => void;
  /** A kept child was removed. */
  onRemoved?: () => void;
}) {
  const { t } = useLingui();
  const change = useChangeFamily(userId);
  const key = useId();
  const [confirming, setConfirming] = useState(false);
  const schema = useMemo(() => childDraftSchema(thisMonth), [thisMonth]);
  const form = useForm<ChildDraft, unknown, { name: string | null; birthMonth: string }>({
    resolver: zodResolver(schema),
    defaultValues: child ? draftOf(child) : emptyChildDraft(),
  });
  // A new child's form opens at its first field.
  useEffect(() => {
    if (!child) form.setFocus("name");
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const failed = (error: Error) =>
    notifyFailure({ title: t`We couldn't save your family`, fallback: t`Please try again.` }, error);

  /** Saves this child; false when the fields are not valid or the server refused. */
  const saveChild = async (): Promise<boolean> => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      try {
        await change.mutateAsync(
          child ? { kind: "update", id: child.id, changes: values } : { kind: "add", child: values },
        );
        notify({ title: child ? t`Saved` : t`Child added` });
        if (child) form.reset(draftOf(values));
        saved = true;
        onDone?.();
      } catch (error) {
        failed(error as Error);
      }
    })();
    return saved;
  };
  const save = () => void saveChild();

  // Read while rendering, so the form keeps it up to date (react-hook-form tracks the state a render reads).
  const isDirty = form.formState.isDirty;
  // Known to the page while shown, so its Save Changes and its Cancel know of changes not saved here.
  useEffect(() => {
    const registry = unsaved.current;
    registry.set(key, { dirty: () => isDirty, save: saveChild });
    return () => void registry.delete(key);
  });

  const remove = async () => {
    setConfirming(false);
    if (!child) return onDone?.();
    try {
      await change.mutateAsync({ kind: "remove", id: child.id });
      notify({ title: t`Removed` });
      onRemoved?.();
    } catch (error) {
      failed(error as Error);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    }
  };
  const needsMonth = child && !child.birthMonth;

  return (
    <div
      className="flex flex-col gap-2 border-line not-first-of-type:border-t-2 not-first-of-type:pt-4"
      onKeyDown={onKeyDown}
    >
      {needsMonth && (
        <p className="rounded-xl bg-brand-soft px-3 py-2 text-sm text-ink">
          {child.ageGroup === "multiple"
            ? t`Tell us about each child: add their birth months one by one, and Growly follows each of them as they grow.`
            : t`Add the birth month and Growly moves on with your child as they grow.`}
        </p>
      )}
      <ChildFields form={form} prefix="" thisMonth={thisMonth} heading={heading} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={change.isPending} onClick={save}>
          {child ? t({ message: "Save", comment: "Button: save one child's name and birth month" }) : t`Add child`}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={change.isPending}
          onClick={() => (child ? setConfirming(true) : onDone?.())}
        >
          {child
            ? t({ message: `Remove ${heading}`, comment: '{heading} is a child\'s name or "Child 2"' })
            : t({ message: "Cancel", comment: "Button: stop adding a child" })}
        </Button>
      </div>
      {child ? (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t({ message: `Remove ${heading}?`, comment: '{heading} is a child\'s name or "Child 2"' })}
          description={t`Growly forgets this child's name and birth month. Your lessons, progress and journal stay as they are.`}
        >
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button type="button" variant="danger" size="lg" className="flex-1" onClick={() => void remove()}>
              {t({ message: `Remove ${heading}`, comment: '{heading} is a child\'s name or "Child 2"' })}
            </Button>
            <Button type="button" variant="secondary" size="lg" className="flex-1" onClick={() => setConfirming(false)}>
              <Trans comment="Button: close the dialog and keep the child">Keep</Trans>
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
