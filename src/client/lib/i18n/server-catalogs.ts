import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type DisplayLanguage, INTL_LOCALES } from "@shared/i18n/locales";

/**
 * Every client catalog at once, for the server renderer (src/client/server-render.tsx), which renders each page in
 * its parent's language with an instance of its own (renders of different languages run side by side).
 */
const compiled = import.meta.glob<{ messages: Messages }>(["../../../locales/*/*.ts", "!../../../locales/server/*"], {
  eager: true,
});

const instances = new Map<DisplayLanguage, I18n>();

export function i18nFor(language: DisplayLanguage): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const messages = Object.entries(compiled)
      .filter(([file]) => file.endsWith(`/${language}.ts`))
      .map(([, module]) => module.messages);
    instance = setupI18n({
      locale: language,
      locales: [INTL_LOCALES[language]],
      messages: { [language]: Object.assign({}, ...messages) as Messages },
    });
    instances.set(language, instance);
  }
  return instance;
}
