import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { choosePage, loadSpaFiles } from "./spa";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-spa-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, html: string) => fs.writeFileSync(path.join(dir, name), html);
/** The curriculum of these tests: lessons 4 and 12. */
const isLesson = (lessonId: number) => lessonId === 4 || lessonId === 12;

describe("the page a visitor is sent", () => {
  it("sends a signed-in visitor the shell that preloads the signed-in app, and others the shell or the landing page", () => {
    write("index.html", "<html>app shell</html>");
    write("landing.html", "<html>landing</html>");
    write("signed-in.html", '<html>app shell<link rel="modulepreload" href="/assets/signed-in-app-x.js"></html>');
    const files = loadSpaFiles(dir, "admin", isLesson)!;
    expect(choosePage(files, "/", true, "admin").identity.toString()).toContain("signed-in-app-x.js");
    expect(choosePage(files, "/lessons-overview", true, "admin").identity.toString()).toContain("signed-in-app-x.js");
    expect(choosePage(files, "/login", false, "admin").identity.toString()).toBe("<html>app shell</html>");
    expect(choosePage(files, "/", false, "admin").identity.toString()).toBe("<html>landing</html>");
  });

  it("marks the shell a signed-out visitor gets as signed out, and never the shell the service worker keeps", () => {
    write("index.html", '<html lang="en"><body>app shell</body></html>');
    write("landing.html", "<html>landing</html>");
    const files = loadSpaFiles(dir, "admin", isLesson)!;
    // "/invite": an invitation link, where the invited adult signs in or registers (docs/product-rules.md#a-second-carer).
    for (const pathname of ["/login", "/register", "/forgot-password", "/get-help", "/invite"]) {
      expect(choosePage(files, pathname, false, "admin").identity.toString()).toBe(
        '<html lang="en" data-session="none"><body>app shell</body></html>',
      );
    }
    expect(choosePage(files, "/index.html", false, "admin").identity.toString()).toBe(
      '<html lang="en"><body>app shell</body></html>',
    );
    write("index.html", "<html>app shell</html>");
  });

  it("sends a signed-in parent opening a lesson of the curriculum the page that fetches that lesson beside the scripts", () => {
    write(
      "signed-in-lesson.html",
      '<html>app shell<link rel="modulepreload" href="/assets/lesson-host-page-x.js"><!--lesson-preload--></html>',
    );
    const files = loadSpaFiles(dir, "admin", isLesson)!;
    const page = (pathname: string, signedIn = true) =>
      choosePage(files, pathname, signedIn, "admin").identity.toString();
    expect(page("/lessons/1/lesson/4/old")).toBe(
      '<html>app shell<link rel="modulepreload" href="/assets/lesson-host-page-x.js"><link rel="preload" href="/api/lessons/4" as="fetch" crossorigin="use-credentials"></html>',
    );
    expect(page("/lessons/2/lesson/12/old/")).toContain('href="/api/lessons/12"');
    // The same page each time, compressed once.
    expect(choosePage(files, "/lessons/1/lesson/4/old", true, "admin")).toBe(
      choosePage(files, "/lessons/9/lesson/4/old", true, "admin"),
    );
    // No lesson of the curriculum, no lesson address, or signed out: no lesson page.
    for (const pathname of [
      "/lessons/1/lesson/5/old",
      "/lessons/1/lesson/4x/old",
      "/lessons/1/lesson/-4/old",
      "/lessons/1/lesson/4",
      "/lessons-overview",
    ]) {
      expect(page(pathname), pathname).toContain("signed-in-app-x.js");
    }
    expect(page("/lessons/1/lesson/4/old", false)).toBe("<html>landing</html>");
  });

  it("carries a screen rendered for a parent in its root, with the state it was rendered from, which no text in it can break out of", () => {
    write(
      "signed-in.html",
      '<html lang="en"><title>Growly</title><link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials"><div id="root"><!--root--><p>loading</p><!--/root--></div></html>',
    );
    const files = loadSpaFiles(dir, "admin", isLesson)!;
    // The page the browser renders keeps its own ask for who is signed in, and its loading screen.
    expect(files.signedInHtml.identity.toString()).toContain('href="/api/auth/me"');
    expect(files.signedInHtml.identity.toString()).toContain("<p>loading</p>");
    const state = { paths: ["/api/auth/me"], user: { id: 3, username: "</script><script>alert(1)</script>" } };
    const page = files.renderedPage({ html: "<main>home</main>", title: "Home · Growly", state })!;
    expect(page).toBe(
      '<html lang="en"><title>Home · Growly</title><script type="application/json" id="server-state">' +
        '{"paths":["/api/auth/me"],"user":{"id":3,"username":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script>' +
        '<div id="root"><main>home</main></div></html>',
    );
    const json = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(json)).toEqual(state);
    // The start hint goes beside the root, never into what the browser hydrates.
    const hinted = files.renderedPage({ html: "<main>home</main>", state: {}, startHint: '<p id="app-start-hint">late</p>' })!;
    expect(hinted).toContain('</script><p id="app-start-hint">late</p><div id="root"><main>home</main></div>');
  });

  it("renders a played lesson into the lesson's page, without asking for the lesson it carries", () => {
    write(
      "signed-in-lesson.html",
      '<html lang="en"><!--lesson-preload--><script src="/assets/lesson-host-page-x.js"></script><div id="root"><!--root--><!--/root--></div></html>',
    );
    const files = loadSpaFiles(dir, "admin", isLesson)!;
    const page = files.renderedPage({ html: "<main>lesson</main>", state: {}, lessonId: 4 })!;
    expect(page).toContain("lesson-host-page-x.js");
    expect(page).not.toContain("/api/lessons/4");
    expect(page).toContain('<div id="root"><main>lesson</main></div>');
  });

  it("paints a page made for a parent in their look from the start: dark theme, text size", () => {
    write("signed-in.html", '<html lang="en"><head></head><div id="root"><!--root--><!--/root--></div></html>');
    const files = loadSpaFiles(dir, "admin", isLesson)!;
    const tag = (page: string | undefined) => /<html[^>]*>/.exec(page ?? "")?.[0];
    const rendered = { html: "<p>home</p>", state: {} };
    expect(tag(files.renderedPage({ ...rendered, appearance: { darkMode: true, fontSize: "large" } }))).toBe(
      '<html lang="en" class="dark" style="--growly-font-size:112.5%">',
    );
    expect(tag(files.renderedPage({ ...rendered, appearance: { darkMode: false, fontSize: "small" } }))).toBe(
      '<html lang="en" style="--growly-font-size:93.75%">',
    );
    expect(tag(files.renderedPage(rendered))).toBe('<html lang="en">');
    expect(tag(files.signedInHtml.identity.toString())).toBe('<html lang="en">');
  });

  it("turns a page in a right-to-left language right to left, on pages sent as they are and on pages rendered for a parent", () => {
    write("index.html", '<html lang="en"><body>app shell</body></html>');
    write("landing.html", '<html lang="en"><body>landing</body></html>');
    write("signed-in.html", '<html lang="en"><head></head><div id="root"><!--root--><!--/root--></div></html>');
    const files = loadSpaFiles(dir, "admin", isLesson)!;
    const tag = (page: string | undefined) => /<html[^>]*>/.exec(page ?? "")?.[0];
    for (const [pathname, signedIn] of [["/", false], ["/login", false], ["/home", true]] as const) {
      expect(tag(choosePage(files, pathname, signedIn, "admin", "pseudo-rtl").identity.toString())).toMatch(
        /^<html lang="pseudo-rtl" dir="rtl"[ >]/,
      );
      expect(tag(choosePage(files, pathname, signedIn, "admin", "es").identity.toString())).not.toContain("dir=");
    }
    const rendered = { html: "<p>home</p>", state: {} };
    expect(tag(files.renderedPage({ ...rendered, language: "pseudo-rtl", appearance: { darkMode: true, fontSize: "medium" } }))).toBe(
      '<html lang="pseudo-rtl" dir="rtl" class="dark" style="--growly-font-size:100%">',
    );
    expect(tag(files.renderedPage({ ...rendered, language: "pseudo" }))).toBe('<html lang="pseudo">');
    write("index.html", "<html>app shell</html>");
  });

  it("names the private admin path only in the pages served under it", () => {
    const meta = '<meta name="growly-admin-path" content="admin" />';
    write("index.html", `<html>${meta}app shell</html>`);
    write("landing.html", `<html>${meta}landing</html>`);
    write("signed-in.html", `<html>${meta}signed in<div id="root"><!--root--><!--/root--></div></html>`);
    const files = loadSpaFiles(dir, "back-office-7", isLesson)!;
    const page = (pathname: string, signedIn: boolean) =>
      choosePage(files, pathname, signedIn, "back-office-7").identity.toString();
    for (const pathname of ["/", "/login", "/register", "/waitlist", "/get-help", "/forgot-password", "/control-panel"]) {
      expect(page(pathname, false), pathname).not.toContain("back-office-7");
      expect(page(pathname, true), pathname).not.toContain("back-office-7");
    }
    expect(files.renderedPage({ html: "<p>home</p>", state: {} })).not.toContain("back-office-7");
    expect(page("/back-office-7", false)).toContain('<meta name="growly-admin-path" content="back-office-7" />');
    expect(page("/back-office-7/", true)).toContain('<meta name="growly-admin-path" content="back-office-7" />');
    expect(page("/back-office-7", true)).toContain("signed in");
  });

  it("falls back to the plain shell for signed-in visitors when the build made no page of their own", () => {
    fs.rmSync(path.join(dir, "signed-in.html"));
    write("index.html", "<html>app shell</html>");
    const files = loadSpaFiles(dir, "admin", isLesson)!;
    expect(choosePage(files, "/", true, "admin").identity.toString()).toBe("<html>app shell</html>");
  });
});
