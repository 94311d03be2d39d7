import { extendTailwindMerge } from "tailwind-merge";

/** tailwind-merge, told about the theme's own scales in index.css (font size `display`, radii, easing). */
const mergeClasses = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display"],
      radius: ["card", "pill"],
      ease: ["bounce"],
    },
  },
});

/**
 * Joins class names, skipping falsy ones. When two classes set the same property (`p-5` from a component, `p-4` from
 * its caller), the later one wins and the earlier is dropped: the built CSS orders utilities by its own rules, not by
 * the order in `className`, so both would otherwise fight and the caller could lose.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return mergeClasses(parts);
}
