import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { Card } from "./ui/card";
import { LanguageSwitcher } from "../lib/i18n/language-switcher";

/** The frame of the signed-out forms: logo, a card, and a link onward. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  // The browser tab (and a screen reader's page name) says which form this is, in the page's language.
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8">
      <Link href="/" className="mb-6 text-2xl font-extrabold text-brand">
        {PRODUCT_NAME}
      </Link>
      <main className="w-full max-w-md">
        <Card className="p-6 sm:p-8">
          <h1 className="text-3xl font-extrabold">{title}</h1>
          <p className="mt-1 mb-6 text-ink-soft">{subtitle}</p>
          {children}
        </Card>
        <p className="mt-6 text-center text-ink-soft">{footer}</p>
        <LanguageSwitcher className="mx-auto mt-4 w-44" />
      </main>
    </div>
  );
}
