/** Placeholder while the landing page is written; replaced in this change. */
export function LandingPage() {
  return <main><h1>Growly</h1></main>;
}
