/**
 * Joins class names, skipping falsy ones, without merging: for code on the landing page's first load, which must not
 * carry the class merger (lib/cn.ts, tailwind-merge) within its JavaScript budget (docs/benchmarks.md). Only for
 * classes that never set the same property twice; anywhere else, `cn`.
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
