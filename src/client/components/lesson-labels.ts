/** docs/screens.md#constants: the lesson duration text is fixed. */
export const LESSON_DURATION = "15-20 minutes";
