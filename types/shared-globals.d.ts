// The few platform globals that shared code uses and that browsers and Node both have. tsconfig.shared.json checks
// src/shared with neither the DOM's nor Node's types, so an API that only one side has fails there; these are the
// exceptions, declared as narrowly as shared code uses them. (Client and server code see the full declarations.)
interface URL {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
}
// eslint-disable-next-line no-var -- a global constructor is declared with var, as lib.dom.d.ts does
declare var URL: { new (url: string, base?: string): URL };
