import { DocumentTitle } from "./document-title";

/** A screen's heading, also the browser tab's title; the caller translates `children` (`t` from `useLingui()`). */
export function PageTitle({ children }: { children: string }) {
  return (
    <>
      <DocumentTitle>{children}</DocumentTitle>
      {/* A size at which a long French or German word fits a small phone whole, with Large text. */}
      <h1 className="text-[1.625rem] leading-tight font-extrabold sm:text-3xl">{children}</h1>
    </>
  );
}
