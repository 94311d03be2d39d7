import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement, type ComponentType, type ReactNode } from "react";
import { vi } from "vitest";

/**
 * Components' tests render in English, with the compiled catalogs (src/locales/*\/en.ts) and the app's global i18n
 * instance, as the browser does (src/client/lib/i18n/i18n.ts). Every render is wrapped in Lingui's provider, inside any
 * wrapper the test gives; a test of another language activates it itself.
 */
const catalogs = import.meta.glob<{ messages: Messages }>("../../src/locales/*/en.ts", { eager: true });
i18n.load("en", Object.assign({}, ...Object.values(catalogs).map((module) => module.messages)) as Messages);
i18n.activate("en", ["en-US"]);

vi.mock("@testing-library/react", async (importOriginal) => {
  const library = await importOriginal<typeof import("@testing-library/react")>();
  const withProvider = (Inner?: ComponentType<{ children: ReactNode }>) =>
    function Translated({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
    };
  return {
    ...library,
    render: ((ui: Parameters<typeof library.render>[0], options?: Parameters<typeof library.render>[1]) =>
      library.render(ui, { ...options, wrapper: withProvider(options?.wrapper) })) as typeof library.render,
    renderHook: ((hook, options) =>
      library.renderHook(hook, { ...options, wrapper: withProvider(options?.wrapper) })) as typeof library.renderHook,
  };
});
