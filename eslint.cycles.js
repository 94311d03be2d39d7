// No import cycles (docs/code-style.md#dependency-direction): two modules that import each other, directly or through
// others, are refused, whether the imports carry values or only types. tests/lint/cycles.test.ts plants cycles of
// both kinds and checks that lint refuses them.
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

/** Whether an import or re-export statement names another module (`export const x` names none). */
const namesModule = (node) =>
  node.type === "ImportDeclaration" ||
  node.type === "TSImportEqualsDeclaration" ||
  ((node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") && node.source != null);

/**
 * typescript-eslint's parser, with every import and re-export read as one of values. `import-x/no-cycle` passes over
 * type-only imports, and a type-only cycle still ties two modules together (one cannot move without the other), so
 * for this rule `import type` counts like any import. The scope analysis is made before, from the real kinds, so the
 * other rules see the code as it is; none of those configured reads the kind of an import.
 */
const typeImportsAsValues = {
  meta: { name: "growly/type-imports-as-values" },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    for (const node of result.ast.body) {
      if (!namesModule(node)) continue;
      if ("importKind" in node) node.importKind = "value";
      if ("exportKind" in node) node.exportKind = "value";
      for (const specifier of node.specifiers ?? []) {
        if ("importKind" in specifier) specifier.importKind = "value";
        if ("exportKind" in specifier) specifier.exportKind = "value";
      }
    }
    return result;
  },
};

export const cyclesConfig = [
  {
    // TypeScript files, the app's and the tests' alike; the scripts' own .mjs files are followed when a TypeScript
    // file imports them.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: typeImportsAsValues },
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      // The @client/… style aliases of tsconfig.json, resolved as the layering lint does (eslint.boundaries.js).
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true, project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
];
