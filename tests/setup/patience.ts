// Testing Library's findBy/waitFor give up after 1 s by default: on a busy 2-core machine a screen's test can need
// more before its condition holds (docs/benchmarks.md#test-run-times). They still end as soon as it holds, and a
// condition that never holds still fails. vitest.config.ts raises the unit tests' own limit and expect.poll's.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
