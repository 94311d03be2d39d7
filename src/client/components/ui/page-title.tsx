import { DocumentTitle } from "./document-title";

/** A screen's heading, also the browser tab's title; the caller translates `children` (`t` from `useLingui()`). */
export function PageTitle({ children }: { children: string }) {
  return (
    <>
      <DocumentTitle>{children}</DocumentTitle>
      <h1 className="text-3xl font-extrabold">{children}</h1>
    </>
  );
}
