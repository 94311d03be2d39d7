/** Quotation marks that open or close a text written as something said ("…", “…”, „…“, «…», ‘…’). */
const QUOTE_MARKS = /^["'“”„‟«»‘’‚‹›\s]+|["'“”„‟«»‘’‚‹›\s]+$/g;

/**
 * A text's words without the quotation marks around it, so a message that quotes it in its own language's marks
 * (a sorted reply read by screen readers, say) does not quote it twice. Marks inside the text stay.
 */
export function withoutQuoteMarks(text: string): string {
  const bare = text.replace(QUOTE_MARKS, "");
  return bare === "" ? text : bare;
}
