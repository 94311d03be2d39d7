import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The project's own lint configuration, run on imports planted in files that do not exist: each break of
// docs/code-style.md#dependency-direction must be refused, and the legal way to the same code must pass.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function lintErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}
const boundaryErrors = (file: string, code: string) => lintErrors("boundaries/dependencies", file, code);

// Loading the configuration and the TypeScript resolver takes a few seconds on a busy machine.
beforeAll(() => boundaryErrors("src/client/lib/planted.ts", 'export { cn } from "./cn";\n'), 60_000);

describe("the layering lint", () => {
  it("refuses a feature importing another feature, through its files or its public entry", async () => {
    const file = "src/client/features/home/planted.ts";
    expect(await boundaryErrors(file, 'export { LoginPage } from "../auth/login-page";\n')).toHaveLength(1);
    expect(await boundaryErrors(file, 'export { loadLoginPage } from "../auth";\n')).toHaveLength(1);
  });

  it("passes a feature using the shared data layer, and refuses the data layer importing a feature", async () => {
    expect(
      await boundaryErrors(
        "src/client/features/home/planted.ts",
        'export { useCurrentUser } from "@client/data/current-user";\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors("src/client/data/planted.ts", 'export { HomePage } from "@client/features/home";\n'),
    ).toHaveLength(1);
  });

  it("lets the app compose the features through their public entries only", async () => {
    const file = "src/client/app/planted.ts";
    expect(await boundaryErrors(file, 'export { HomePage } from "../features/home";\n')).toEqual([]);
    expect(await boundaryErrors(file, 'export { HomePage } from "../features/home/home-page";\n')).toHaveLength(1);
  });

  it("refuses a player importing a feature, even through its entry", async () => {
    const code = 'export { useSaveJournalEntry } from "../../../features/journal";\n';
    expect(await boundaryErrors("src/client/players/activities/steps/planted.ts", code)).toHaveLength(1);
  });

  it("refuses lib importing a feature", async () => {
    expect(
      await boundaryErrors("src/client/lib/planted.ts", 'export { AppShell } from "@client/features/shell";\n'),
    ).toHaveLength(1);
  });

  it("refuses client code importing the server, and the server importing the client", async () => {
    expect(
      await boundaryErrors("src/client/lib/planted.ts", 'export { loadConfig } from "../../server/config";\n'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors("src/client/lib/planted.ts", 'export { loadConfig } from "@server/config";\n'),
    ).toHaveLength(1);
    expect(await boundaryErrors("src/server/mood/planted.ts", 'export { cn } from "@client/lib/cn";\n')).toHaveLength(
      1,
    );
  });

  it("refuses shared importing either side", async () => {
    expect(await boundaryErrors("src/shared/planted.ts", 'export { cn } from "../client/lib/cn";\n')).toHaveLength(1);
    expect(
      await boundaryErrors("src/shared/planted.ts", 'export { loadConfig } from "../server/config";\n'),
    ).toHaveLength(1);
  });

  it("refuses a server domain importing another domain's routes, and passes the guard from server/auth", async () => {
    expect(
      await boundaryErrors("src/server/mood/planted.ts", 'export { progressRoutes } from "../progress/routes";\n'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors("src/server/mood/planted.ts", 'export { requireSelf } from "../auth/session";\n'),
    ).toEqual([]);
  });

  it("lets a screen's test borrow the shared fixtures, but not the server", async () => {
    const file = "src/client/features/home/planted.test.tsx";
    expect(
      await boundaryErrors(file, 'export { renderSignedIn } from "../../../../tests/support/signed-in-render";\n'),
    ).toEqual([]);
    expect(await boundaryErrors(file, 'export { loadConfig } from "../../../server/config";\n')).toHaveLength(1);
  });

  it("refuses content importing client code or server code, and passes content and the shared schemas", async () => {
    const file = "content/planted.ts";
    expect(await boundaryErrors(file, 'export { cn } from "../src/client/lib/cn";\n')).toHaveLength(1);
    expect(await boundaryErrors(file, 'export { AppShell } from "@client/features/shell";\n')).toHaveLength(1);
    expect(
      await boundaryErrors(file, 'export { loadCurriculum } from "@server/curriculum/curriculum";\n'),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, 'export { loadConfig } from "../src/server/config";\n')).toHaveLength(1);
    expect(await boundaryErrors(file, 'export { judgeRules } from "./content-rules";\n')).toEqual([]);
    expect(await boundaryErrors(file, 'export { contentSchemas } from "@shared/content/content-schemas";\n')).toEqual(
      [],
    );
  });

  it("refuses a content test importing the server; such a check lives in tests/", async () => {
    const code = 'export { loadCurriculum } from "@server/curriculum/curriculum";\n';
    expect(await boundaryErrors("content/planted.test.ts", code)).toHaveLength(1);
    expect(await boundaryErrors("tests/content/planted.test.ts", code)).toEqual([]);
  });

  it("lets a test in src/ use the helpers of tests/support, and the app not at all", async () => {
    const code = 'export { parseCsv } from "../../../tests/support/csv";\n';
    expect(await boundaryErrors("src/server/admin/planted.test.ts", code)).toEqual([]);
    expect(await boundaryErrors("src/server/admin/planted.ts", code)).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/server/admin/planted.test.ts",
        'export { default as setup } from "../../../tests/setup/api-global";\n',
      ),
    ).toHaveLength(1);
  });

  it("refuses the app importing content/, and lets a test read a lesson as its fixture", async () => {
    const code = 'export { judgeRules } from "@content/content-rules";\n';
    expect(await boundaryErrors("src/server/progress/planted.ts", code)).toHaveLength(1);
    expect(await boundaryErrors("src/client/lib/planted.ts", code)).toHaveLength(1);
    expect(await boundaryErrors("src/client/lib/planted.test.ts", code)).toEqual([]);
  });

  it("lets shared read the module badges of content/, and nothing else there", async () => {
    expect(
      await boundaryErrors(
        "src/shared/rules/planted.ts",
        'import badges from "@content/badges.json";\nexport { badges };\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors("src/shared/rules/planted.ts", 'export { judgeRules } from "@content/content-rules";\n'),
    ).toHaveLength(1);
  });

  it("refuses a script importing a server module that is not an entry point, and passes the entry points", async () => {
    expect(
      await boundaryErrors(
        "scripts/planted.mjs",
        'export { completeLesson } from "../src/server/progress/complete-lesson";\n',
      ),
    ).toHaveLength(1);
    for (const file of ["scripts/planted.mjs", "scripts/lib/planted.ts"]) {
      expect(
        await boundaryErrors(file, 'export { completeLesson } from "@server/progress/complete-lesson";\n'),
      ).toHaveLength(1);
      expect(await boundaryErrors(file, 'export { seedCurriculum } from "@server/curriculum/seed";\n')).toHaveLength(1);
      expect(await boundaryErrors(file, 'export { cn } from "@client/lib/cn";\n')).toHaveLength(1);
      expect(await boundaryErrors(file, 'export { loadConfig } from "@server/config";\n')).toEqual([]);
      expect(await boundaryErrors(file, 'export { loadCurriculum } from "@server/curriculum/curriculum";\n')).toEqual(
        [],
      );
      expect(await boundaryErrors(file, 'export { judgeRules } from "@content/content-rules";\n')).toEqual([]);
    }
  });

  it("refuses an import climbing three folders, and passes the same import through its alias", async () => {
    const file = "src/client/features/home/api/planted.ts";
    expect(await lintErrors("no-restricted-imports", file, 'export { cn } from "../../../lib/cn";\n')).toHaveLength(1);
    expect(await lintErrors("no-restricted-imports", file, 'export { cn } from "@client/lib/cn";\n')).toEqual([]);
  });
});
