import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * docs/code-style.md#components-that-fit-on-a-screen: a component calls about ten hooks at most and runs about 120
 * lines at most; past that, a concern of its own goes into a custom hook (`useX`) or a sub-component beside it. The
 * components that are still larger are listed below by name, with their figures today: the list may only shrink. A
 * listed component that grows fails, and one that fits the budget must leave the list.
 */
const root = path.resolve(import.meta.dirname, "../..");
const HOOK_BUDGET = 10;
const LINE_BUDGET = 120;

/** `file:Component` → its hooks and lines when it was listed. */
const STILL_LARGER: Record<string, { hooks: number; lines: number }> = {
  "src/client/features/get-help/get-help-page.tsx:GetHelpPage": { hooks: 7, lines: 213 },
  "src/client/features/home/home-page.tsx:HomePage": { hooks: 17, lines: 161 },
  "src/client/features/home/lesson-path.tsx:LevelSection": { hooks: 1, lines: 130 },
  "src/client/features/lessons/lessons-overview-page.tsx:LessonsOverviewPage": { hooks: 12, lines: 121 },
  "src/client/features/invite/invite-page.tsx:JoinFamily": { hooks: 9, lines: 161 },
  "src/client/features/onboarding/onboarding-page.tsx:OnboardingPage": { hooks: 14, lines: 145 },
  "src/client/features/profile/edit-profile-page.tsx:EditProfilePage": { hooks: 10, lines: 148 },
  "src/client/features/profile/edit-profile-page.tsx:DeleteAccount": { hooks: 11, lines: 137 },
  "src/client/features/profile/family-adults.tsx:FamilyAdults": { hooks: 11, lines: 249 },
  "src/client/features/profile/family-editor.tsx:ChildEditor": { hooks: 8, lines: 133 },
  "src/client/features/profile/profile-page.tsx:ProfilePage": { hooks: 13, lines: 100 },
  "src/client/features/progress/progress-page.tsx:ProgressView": { hooks: 1, lines: 181 },
  "src/client/features/settings/settings-page.tsx:SettingsPage": { hooks: 8, lines: 181 },
  "src/client/features/shell/app-shell.tsx:AppShell": { hooks: 14, lines: 126 },
  "src/client/features/stories/story-player-page.tsx:StoryPlayer": { hooks: 14, lines: 84 },
  "src/client/features/subscription/subscription-page.tsx:SubscriptionPage": { hooks: 10, lines: 149 },
  "src/client/players/activities/branching-scenario/branching-scenario-player.tsx:BranchingScenarioPlayer": {
    hooks: 3,
    lines: 162,
  },
  "src/client/players/activities/emotional-selector/emotional-selector-player.tsx:EmotionalSelectorPlayer": {
    hooks: 3,
    lines: 129,
  },
  "src/client/players/activities/guided/guided-player.tsx:GuidedPlayer": { hooks: 4, lines: 178 },
  "src/client/players/activities/module-closer/module-closer-player.tsx:ModuleCloserPlayer": { hooks: 5, lines: 159 },
};

interface Measure {
  name: string;
  hooks: number;
  lines: number;
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);
const isHookName = (name: string) => /^use[A-Z0-9]/.test(name);

/** The hooks a function calls itself: calls named useX (or React.useX), not counting those of functions inside it. */
function hookCalls(body: ts.Node): number {
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : "";
      if (isHookName(name)) count += 1;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return count;
}

/** Every component a file defines at its top level: a PascalCase function, or a const holding an arrow or function. */
export function measureComponents(fileName: string, text: string): Measure[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const measure = (name: string, node: ts.Node, body: ts.Node | undefined): Measure[] =>
    body && isComponentName(name)
      ? [{ name, hooks: hookCalls(body), lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1 }]
      : [];
  return source.statements.flatMap((statement) => {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      return measure(statement.name.text, statement, statement.body);
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.flatMap((declaration) => {
        const value = declaration.initializer;
        if (
          !ts.isIdentifier(declaration.name) ||
          !value ||
          !(ts.isArrowFunction(value) || ts.isFunctionExpression(value))
        )
          return [];
        return measure(declaration.name.text, declaration, value.body);
      });
    return [];
  });
}

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

function measureClient(): Map<string, Measure> {
  const found = new Map<string, Measure>();
  for (const file of componentFiles(path.join(root, "src", "client"))) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    for (const component of measureComponents(relative, fs.readFileSync(file, "utf8")))
      found.set(`${relative}:${component.name}`, component);
  }
  return found;
}

const overBudget = (measure: { hooks: number; lines: number }) =>
  measure.hooks > HOOK_BUDGET || measure.lines > LINE_BUDGET;

describe("components of src/client", () => {
  const measured = measureClient();

  it(`call at most ${HOOK_BUDGET} hooks and run at most ${LINE_BUDGET} lines, but for the ones listed`, () => {
    const larger = [...measured].filter(([key, measure]) => overBudget(measure) && !(key in STILL_LARGER));
    expect(larger.map(([key, { hooks, lines }]) => `${key}: ${hooks} hooks, ${lines} lines`)).toEqual([]);
  });

  it("list only the ones that are still larger, and none of them grows", () => {
    const stale = Object.entries(STILL_LARGER).flatMap(([key, listed]) => {
      const now = measured.get(key);
      if (!now) return [`${key}: gone; take it off the list`];
      if (!overBudget(now)) return [`${key}: fits now (${now.hooks} hooks, ${now.lines} lines); take it off the list`];
      if (now.hooks > listed.hooks || now.lines > listed.lines)
        return [`${key}: grew to ${now.hooks} hooks, ${now.lines} lines (listed ${listed.hooks}, ${listed.lines})`];
      return [];
    });
    expect(stale).toEqual([]);
  });

  it("counts a component's own hooks, not those of the functions inside it, and its lines", () => {
    const hooks = Array.from({ length: 11 }, (_, n) => `  const v${n} = useThing${n}();`).join("\n");
    const text = `export function Big() {\n${hooks}\n  const onClick = () => useNotCounted();\n  return null;\n}\nconst small = () => useIgnored();\nconst Small = () => { useOne(); return null; };\n`;
    expect(measureComponents("planted.tsx", text)).toEqual([
      { name: "Big", hooks: 11, lines: 15 },
      { name: "Small", hooks: 1, lines: 1 },
    ]);
    expect(overBudget({ hooks: 11, lines: 15 })).toBe(true);
  });
});
