/**
 * docs/product-rules.md#lesson-length: a lesson card shows the lesson's own time, computed from its content on the
 * server (src/shared/rules/lesson-minutes.ts), instead of the specification's fixed "15-20 minutes".
 */
export function lessonDurationLabel(minutes: number): string {
  return `About ${minutes} min`;
}
