import { describe, expect, it } from "vitest";
import { PREMIUM_MONTHLY_PRICE, PRODUCT_NAME, TRIAL_DAYS } from "@shared/product";
import { HELP_TOPICS, SUPPORT_EMAIL } from "./help-content";

/** The help texts are catalog ids, plain strings: the product's facts are written into them and must stay true. */
describe("help texts", () => {
  const texts = HELP_TOPICS.flatMap((topic) => [
    topic.title,
    topic.summary,
    ...topic.sections.flatMap((section) => [
      section.heading ?? "",
      ...(section.paragraphs ?? []),
      ...(section.items ?? []),
      ...(section.links ?? []).map((link) => link.label),
    ]),
  ]).join("\n");

  it("name the product, the support address, the trial and the price as src/shared/product.ts does", () => {
    expect(PRODUCT_NAME).toBe("Growly");
    expect(SUPPORT_EMAIL).toBe("support@growly.app");
    expect(texts).toContain(`Every new account gets ${TRIAL_DAYS} days of full access.`);
    expect(texts).toContain(`Premium, at $${PREMIUM_MONTHLY_PRICE} per month`);
    expect(texts).toContain(`Email ${SUPPORT_EMAIL}`);
    expect(texts).toContain(`${PRODUCT_NAME} version {version}`);
    expect(texts).toContain(`${PRODUCT_NAME} version {version}. Questions or ideas: ${SUPPORT_EMAIL}.`);
  });
});
