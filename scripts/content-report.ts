// npm run content:report — prints the content rules' figures (answer-length shares, minutes per lesson, ages,
// families, safety checks) for the lessons and stories in content/. Exits 1 when a rule fails.
import process from "node:process";
import { fileURLToPath } from "node:url";
import { formatReport } from "../content/content-rules";
import { projectContentFigures } from "./lib/load-content";

const { figures, results } = projectContentFigures(fileURLToPath(new URL("../content", import.meta.url)));
console.log(formatReport(figures, results));
const failing = results.filter((result) => !result.pass);
if (failing.length > 0) process.exitCode = 1;
