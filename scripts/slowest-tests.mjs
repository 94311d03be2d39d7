// The slowest tests of a run: reads the vitest JSON reports that scripts/lib/steps.mjs asked for (TEST_TIMINGS_DIR,
// one file per vitest run, named after its step) and prints the slowest tests across them. .ci/run prints it at the end.
// Usage: node scripts/slowest-tests.mjs <dir> [count]
import fs from "node:fs";
import path from "node:path";

const [dir, countArgument = "15"] = process.argv.slice(2);
if (!dir || !fs.existsSync(dir)) {
  console.log("slowest tests: no test reports found");
  process.exit(0);
}
const count = Number(countArgument);
const root = path.resolve(import.meta.dirname, "..");

const tests = [];
const files = [];
for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".json"))) {
  const run = name.replace(/-\d+\.json$/, "");
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
  } catch {
    continue; // a run cut short leaves half a file
  }
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    files.push({ run, file: relative, seconds: (file.endTime - file.startTime) / 1000 });
    for (const test of file.assertionResults ?? []) {
      tests.push({ run, file: relative, title: test.fullName ?? test.title, seconds: (test.duration ?? 0) / 1000, status: test.status });
    }
  }
}
if (tests.length === 0) {
  console.log("slowest tests: no test reports found");
  process.exit(0);
}

const show = (list, describe, limit = count) => {
  for (const entry of list.sort((a, b) => b.seconds - a.seconds).slice(0, limit)) {
    console.log(`  ${entry.seconds.toFixed(1).padStart(6)} s  ${describe(entry)}`);
  }
};
console.log(`\nslowest ${count} tests (of ${tests.length}):`);
show(tests, (test) => `[${test.run}] ${test.file} › ${test.title}${test.status === "passed" ? "" : ` (${test.status})`}`);
console.log(`\nslowest 5 test files (of ${files.length}):`);
show(files, (file) => `[${file.run}] ${file.file}`, 5);
