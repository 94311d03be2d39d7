import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { textProblemMessage } from "@shared/schemas/text";
import { catalogText } from "./catalog-text";

describe("catalogText", () => {
  const i18n = setupI18n({ locale: "es", messages: { es: { Synced: ["Sincronizado"] } } });

  it("translates a catalog id into the instance's language", () => {
    expect(catalogText(i18n, "Synced")).toBe("Sincronizado");
  });

  it("leaves any other text as it is, without Lingui's warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(catalogText(i18n, "Ya existe una cuenta con ese correo.")).toBe("Ya existe una cuenta con ese correo.");
    expect(catalogText(i18n, "")).toBe("");
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("translates a form's text-problem message from its message and field name", () => {
    const spanish = setupI18n({
      locale: "es",
      messages: {
        es: {
          Username: ["Nombre de usuario"],
          "{label} contains an invalid character. Please remove it.": [["label"], " contiene un carácter no válido. Quítalo."],
        },
      },
    });
    expect(catalogText(spanish, textProblemMessage("Username", "surrogate"))).toBe("Nombre de usuario contiene un carácter no válido. Quítalo.");
    // A message whose translation is missing stays as it is.
    expect(catalogText(spanish, textProblemMessage("Username", "control"))).toBe(textProblemMessage("Username", "control"));
  });
});
