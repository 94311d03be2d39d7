import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { choosePage, loadSpaFiles } from "./spa";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-spa-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, html: string) => fs.writeFileSync(path.join(dir, name), html);

describe("the page a visitor is sent", () => {
  it("sends a signed-in visitor the shell that preloads the signed-in app, and others the shell or the landing page", () => {
    write("index.html", "<html>app shell</html>");
    write("landing.html", "<html>landing</html>");
    write("signed-in.html", '<html>app shell<link rel="modulepreload" href="/assets/signed-in-app-x.js"></html>');
    const files = loadSpaFiles(dir, "admin")!;
    expect(choosePage(files, "/", true, "admin").identity.toString()).toContain("signed-in-app-x.js");
    expect(choosePage(files, "/lessons-overview", true, "admin").identity.toString()).toContain("signed-in-app-x.js");
    expect(choosePage(files, "/login", false, "admin").identity.toString()).toBe("<html>app shell</html>");
    expect(choosePage(files, "/", false, "admin").identity.toString()).toBe("<html>landing</html>");
  });

  it("falls back to the plain shell for signed-in visitors when the build made no page of their own", () => {
    fs.rmSync(path.join(dir, "signed-in.html"));
    const files = loadSpaFiles(dir, "admin")!;
    expect(choosePage(files, "/", true, "admin").identity.toString()).toBe("<html>app shell</html>");
  });
});
