// The layering of docs/code-style.md#dependency-direction, checked on every import in src/, content/, scripts/ and
// tests/. Each folder is an element; an import between two elements passes only when a policy below allows it (the
// last matching policy wins). tests/lint/boundaries.test.ts plants imports that break it and checks that lint
// refuses them.
import boundaries from "eslint-plugin-boundaries";

const client = ["app", "feature", "data", "players", "components", "lib"];
const server = ["server-entry", "server", "server-auth"];
const sameFeature = { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } };
/** A feature's public entry: the app sees only what its index.ts exports. */
const featureEntry = { type: "feature", fileInternalPath: "index.ts" };
const below = (...types) => types.map((type) => ({ type }));
/**
 * The app's entry points, the only server code a script imports: app.ts, main.ts and config.ts, and the curriculum's
 * loader and translations, so `npm run content:report` and the translators' check read content/ exactly as the server
 * does at start.
 */
const serverEntries = [
  { type: "server-entry" },
  { type: "server", captured: { domain: "curriculum" }, fileInternalPath: "curriculum.ts" },
  { type: "server", captured: { domain: "curriculum" }, fileInternalPath: "translations.ts" },
];

export const boundariesConfig = [
  {
    files: ["src/**/*.{ts,tsx}", "content/**/*.ts", "scripts/**/*.{ts,mjs}", "tests/**/*.ts"],
    plugins: { boundaries },
    settings: {
      // Resolves the @client/… style aliases of tsconfig.json as the bundler and vitest do.
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "tsconfig.json" } },
      "boundaries/include": ["src/**/*", "content/**/*", "scripts/**/*", "tests/**/*"],
      // Re-exports and lazily loaded screens cross the layers too.
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/elements": [
        { type: "feature", pattern: "src/client/features/*", capture: ["feature"] },
        { type: "app", pattern: "src/client/app" },
        { type: "data", pattern: "src/client/data" },
        { type: "players", pattern: "src/client/players" },
        { type: "components", pattern: "src/client/components" },
        { type: "lib", pattern: "src/client/lib" },
        { type: "shared", pattern: "src/shared" },
        { type: "server-auth", pattern: "src/server/auth" },
        { type: "server", pattern: "src/server/*", capture: ["domain"] },
        // Files directly in src/client (index.html's entry, the server-render entry, the service worker) sit above every
        // layer, like app/; directly in src/server: app.ts (wires every domain's routes), main.ts and config.ts.
        { type: "app", pattern: "src/client" },
        { type: "server-entry", pattern: "src/server" },
        // Matched from the repository's root, so src/shared/content is not taken for content/.
        { type: "content", pattern: "content", partialMatch: false },
        { type: "scripts", pattern: "scripts", partialMatch: false },
        { type: "tests", pattern: "tests", partialMatch: false },
      ],
      "boundaries/files": [
        { category: "test", pattern: "**/*.test.{ts,tsx}" },
        { category: "test", pattern: "**/{test-support,test-*,*-fixtures}.{ts,tsx}" },
        { category: "test", pattern: "src/server/test-support/**" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            // The client, top to bottom: app → features → data → players → components, lib → shared. Features never import
            // each other: the app composes them, and what several share lives below them (data/, components/, lib/).
            {
              from: { element: { type: "app" } },
              allow: {
                to: { element: [...below("app", "data", "players", "components", "lib", "shared"), featureEntry] },
              },
            },
            {
              from: { element: { type: "feature" } },
              allow: { to: { element: [sameFeature, ...below("data", "players", "components", "lib", "shared")] } },
            },
            // The parent's server data, as React Query reads and writes of each API route, shared by the features; a write
            // may say how it went in a toast (components/ui/toast.tsx).
            {
              from: { element: { type: "data" } },
              allow: { to: { element: below("data", "components", "lib", "shared") } },
            },
            // Players get what they need from the lesson frame as props and callbacks (src/client/players/types.ts).
            {
              from: { element: { type: "players" } },
              allow: { to: { element: below("players", "components", "lib", "shared") } },
            },
            {
              from: { element: { type: "components" } },
              allow: { to: { element: below("components", "lib", "shared") } },
            },
            { from: { element: { type: "lib" } }, allow: { to: { element: below("lib", "shared") } } },
            { from: { element: { type: "shared" } }, allow: { to: { element: { type: "shared" } } } },
            // The module badges are data both sides name (src/shared/rules/achievements.ts), with their words in each
            // language; the rest of content/ is read by the server from disk.
            {
              from: { element: { type: "shared" } },
              allow: {
                to: { element: { type: "content", fileInternalPath: ["badges.json", "translations/*/badges.json"] } },
              },
            },
            // The server: domains, the auth domain (sessions and the signed-in-parent guards) and shared.
            { from: { element: { type: server } }, allow: { to: { element: { type: [...server, "shared"] } } } },
            {
              from: { element: { type: "server" } },
              disallow: {
                to: {
                  element: {
                    type: "server",
                    fileInternalPath: "routes.ts",
                    captured: { domain: "!{{ from.element.captured.domain }}" },
                  },
                },
              },
              message:
                "A domain's routes are wired by src/server/app.ts only; guards every domain uses live in src/server/auth.",
            },
            // Looser for tests and their fixtures: a screen's test renders it inside the app's real providers and
            // borrows the shared fixtures (tests/support/signed-in-render.tsx), and the pure player rules in
            // shared are tested on the players' own fixtures. Tests still never cross between client and server.
            {
              from: { element: { type: client }, file: { categories: "test" } },
              allow: { to: { element: { type: [...client, "shared"] } } },
            },
            {
              from: { element: { type: "shared" }, file: { categories: "test" } },
              allow: { to: { element: { type: "players" }, file: { categories: "test" } } },
            },
            {
              from: { element: { type: server }, file: { categories: "test" } },
              allow: { to: { element: { type: [...server, "shared"] } } },
            },
            // A test may read a lesson of content/ as its fixture, and use the helpers of tests/support (a CSV reader, a
            // mail server); the app itself reads content/ from disk at start (but for the module badges, above).
            {
              from: { element: { type: [...client, ...server, "shared"] }, file: { categories: "test" } },
              allow: { to: { element: [{ type: "content" }, { type: "tests", fileInternalPath: "support/**" }] } },
            },
            // Content is data, checked by the schemas of src/shared; a check that needs the server's loader or the
            // client's components is a test in tests/.
            { from: { element: { type: "content" } }, allow: { to: { element: { type: ["content", "shared"] } } } },
            // Scripts build, run and measure the app from outside: they use it through its entry points only.
            {
              from: { element: { type: "scripts" } },
              allow: { to: { element: [...below("scripts", "content", "shared"), ...serverEntries] } },
            },
            // tests/ holds what crosses every layer: the browser journeys, the test setup, and checks that need the
            // client and the server together.
            {
              from: { element: { type: "tests" } },
              allow: { to: { element: { type: [...client, ...server, "shared", "content", "scripts", "tests"] } } },
            },
          ],
        },
      ],
    },
  },
];
