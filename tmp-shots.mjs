import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { chromium } from "playwright-core";
const base = process.env.BASE ?? "http://127.0.0.1:3997";
const out = "/work/shots28";
function wordsIn(language) {
  const t = new Map();
  for (const part of fs.readdirSync("src/locales")) {
    const file = path.join("src/locales", part, `${language}.po`);
    if (!fs.existsSync(file)) continue;
    const c = formatter({ lineNumbers: false }).parse(fs.readFileSync(file, "utf8"), { locale: language, sourceLocale: "en", filename: file });
    for (const [id, e] of Object.entries(c)) t.set(e.message ?? id, e.translation || e.message || id);
  }
  return (en, v = {}) => (t.get(en) ?? en).replace(/\{(\w+)\}/g, (_w, n) => String(v[n] ?? `{${n}}`));
}
const lesson = JSON.parse(fs.readFileSync(fs.readdirSync("content/lessons").filter((f) => f.startsWith("01-")).map((f) => path.join("content/lessons", f))[0], "utf8"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const lang of (process.argv[2] ?? "es,fr,de").split(",")) {
  const w = wordsIn(lang);
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base, locale: lang });
  const page = await ctx.newPage();
  // The guest lesson's feedback sheet.
  await page.goto(`/${lang}/`);
  await page.getByRole("link", { name: w("Try a 5-minute lesson") }).first().click();
  await page.waitForURL("**/try");
  const lead = lesson.lead?.length ?? 0;
  for (let card = 1; card <= lead; card += 1) {
    await page.getByRole("button", { name: card < lead ? w("Next") : w("Let's practise"), exact: true }).click();
  }
  const options = lesson.content.options;
  await page.getByRole("radio", { name: options[(lesson.content.correctAnswer + 1) % options.length] }).click();
  await page.getByRole("button", { name: w("Submit Answer") }).click();
  await page.getByRole("button", { name: w("Complete Lesson") }).first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/feedback-sheet-${lang}.png` });
  // A parent's home and Get help now.
  await ctx.clearCookies();
  await page.goto("/login");
  const tag = `${lang}${Date.now().toString(36)}`;
  await page.evaluate(async ({ tag, lang }) => {
    const send = async (method, url, body) => { const r = await fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }); if (!r.ok) throw new Error(url + r.status); return r.json(); };
    const me = await send("POST", "/api/auth/register", { username: "Sam" + tag, email: `p${tag}@example.com`, password: "bedtime-stories" });
    await send("PATCH", `/api/user/${me.id}`, { onboardingData: { childAge: "3-5", familyStructure: "two-parent", preferredLearningStyle: "interactive", availableTime: "5-10-minutes", parentingChallenges: ["bedtime"], primaryGoals: ["stay-calm"] } });
    await send("PATCH", `/api/user/${me.id}/settings`, { language: lang });
  }, { tag, lang });
  for (const [name, screen] of [["home", "/"], ["get-help", "/get-help"]]) {
    await page.goto(screen);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${name}-${lang}.png` });
  }
  await ctx.close();
}
await browser.close();
