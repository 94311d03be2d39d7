import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link, useParams } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { Card } from "../../components/ui/card";
import { NotFoundPage } from "../../components/not-found-page";
import { HELP_MENU, helpPath, helpText, helpTopicBySlug } from "../../lib/help-content";

const textLink = "font-semibold text-brand underline underline-offset-4 hover:no-underline";

/**
 * /help/{slug}: one help page from the content module (docs/product-rules.md#footer-and-help-entries: help entries open
 * real pages).
 */
export function HelpPage() {
  const { t, i18n } = useLingui();
  const say = (text: string) => helpText(i18n, text);
  const { slug } = useParams<{ slug: string }>();
  const topic = helpTopicBySlug(slug);

  useEffect(() => {
    if (topic) document.title = `${helpText(i18n, topic.title)} · ${PRODUCT_NAME}`;
  }, [topic, i18n]);

  if (!topic) return <NotFoundPage />;

  return (
    <article aria-labelledby="help-title" className="mx-auto flex max-w-2xl flex-col gap-5">
      <header>
        <p className="text-sm font-bold tracking-wide text-brand uppercase">
          <Trans>Help and Support</Trans>
        </p>
        <h1 id="help-title" className="mt-1 text-3xl font-extrabold">
          {say(topic.title)}
        </h1>
        <p className="mt-2 text-lg text-ink-soft">{say(topic.summary)}</p>
      </header>
      <Card className="flex flex-col gap-6">
        {topic.sections.map((section, index) => (
          <section key={section.heading ?? index} className="flex flex-col gap-2">
            {section.heading && <h2 className="text-xl font-extrabold">{say(section.heading)}</h2>}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {say(paragraph)}
              </p>
            ))}
            {section.items && (
              <ul className="flex list-disc flex-col gap-1 ps-6 leading-relaxed">
                {section.items.map((item) => (
                  <li key={item}>{say(item)}</li>
                ))}
              </ul>
            )}
            {section.links?.map((link) => (
              <a key={link.href} href={link.href} className={textLink}>
                {say(link.label)}
              </a>
            ))}
          </section>
        ))}
      </Card>
      <nav aria-label={t`More help`}>
        <h2 className="text-lg font-extrabold">
          <Trans>More help</Trans>
        </h2>
        <ul className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {HELP_MENU.filter((other) => other.slug !== topic.slug).map((other) => (
            <li key={other.slug}>
              <Link href={helpPath(other)} className={textLink}>
                {say(other.title)}
              </Link>
            </li>
          ))}
        </ul>
        <Link href="/" className={`${textLink} mt-4 inline-block`}>
          <Trans>Back to Home</Trans>
        </Link>
      </nav>
    </article>
  );
}
