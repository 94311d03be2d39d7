import { useLingui } from "@lingui/react/macro";
import type { Child } from "@shared/schemas/family";

/** What a child is called on screen: their name, or a kind stand-in ("Child 2", "My children"). */
export function useChildLabel() {
  const { t } = useLingui();
  return (child: Child, index: number) => {
    const number = index + 1;
    return (
      child.name ??
      (child.ageGroup === "multiple" && !child.birthMonth
        ? t({ message: "My children", comment: "The entry that stands for several children until each is added" })
        : t({ message: `Child ${number}`, comment: "{number} counts the children: Child 1, Child 2" }))
    );
  };
}
