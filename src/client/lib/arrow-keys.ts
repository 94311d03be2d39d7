/**
 * The step an arrow key takes through a list of options from `element`: Down and Up go to the next and the previous
 * one, and so do Right and Left, turned round when the page reads right to left (docs/right-to-left.md), as the
 * browser's own radio buttons do. Undefined for any other key.
 */
export function arrowStep(key: string, element: Element | null): 1 | -1 | undefined {
  const rightToLeft = element?.closest("[dir]")?.getAttribute("dir") === "rtl";
  switch (key) {
    case "ArrowDown":
      return 1;
    case "ArrowUp":
      return -1;
    case "ArrowRight":
      return rightToLeft ? -1 : 1;
    case "ArrowLeft":
      return rightToLeft ? 1 : -1;
    default:
      return undefined;
  }
}
