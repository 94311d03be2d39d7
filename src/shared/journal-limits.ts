/** The longest note a journal entry keeps, as plain data (no validation library), for screens that only show it. */
export const JOURNAL_NOTES_MAX = 5000;
