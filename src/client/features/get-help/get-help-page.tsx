import type { I18n } from "@lingui/core";
import { Select, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Link } from "wouter";
import {
  HELPLINE_COUNTRIES,
  NATIONAL_EMERGENCY_NUMBER,
  helplinesFor,
  isHelplineCountry,
  youngPeoplesLinesFor,
  telHref,
  type Helpline,
  type HelplineCountry,
} from "@shared/helplines";
import { pickHelpCountry, type HelpCountrySource } from "@shared/help-countries";
import { PRODUCT_NAME } from "@shared/product";
import { isDevelopmentLanguage } from "@shared/i18n/locales";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { LanguageSwitcher } from "../../lib/i18n/language-switcher";
import { useSignedInUser } from "../../data/current-user";
import { useSaveHelpCountry, useSettings } from "../../data/settings";

/** The country a signed-out visitor chose on this device. */
const STORED_COUNTRY = "growly.helpCountry";
/** This device's copy of a signed-in parent's account country, for the moment before the settings are read. */
const accountCopy = (userId: number) => `growly.helpCountry.account.${userId}`;

function readCountry(key: string): HelplineCountry | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (isHelplineCountry(stored)) return stored;
  } catch {
    // Storage may be off (private windows); the browser's languages still choose.
  }
  return null;
}

function keepCountry(key: string, country: HelplineCountry | null) {
  try {
    if (country) window.localStorage.setItem(key, country);
    else window.localStorage.removeItem(key);
  } catch {
    // Not remembered: the page still shows the chosen country now.
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The day a number was checked, in the page's language ("23 November 2026" in English, like the rest of the page). */
function checkedDate(i18n: I18n, day: string): string {
  const locale = i18n.locale === "en" || isDevelopmentLanguage(i18n.locale) ? "en-GB" : (i18n.locales ?? i18n.locale);
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
const textLink = "font-semibold text-brand underline underline-offset-4 hover:no-underline";

/** The signed-in parent's country: the one kept on the account, and how to keep a new choice there. */
interface AccountCountry {
  /** The account's choice, null when it has none (the browser's region decides). */
  country: HelplineCountry | null;
  save: (country: HelplineCountry) => void;
  /** The last save failed (offline, say): the page shows the choice, but nothing keeps it. */
  saveFailed: boolean;
}

/**
 * /get-help, signed in or out: the emergency number first, what to do if you fear you might hurt your child,
 * then who to call in the parent's country: the one they chose (on the account signed in, on this device signed
 * out), else the
 * browser's region, else none until they choose (docs/product-rules.md#help-when-it-is-hard).
 */
export function GetHelpPage({ account }: { account?: AccountCountry }) {
  const { t, i18n } = useLingui();
  // Read once; a choice made on this page shows at once, whatever the account answers.
  const [device] = useState(() => (account ? null : readCountry(STORED_COUNTRY)));
  const [languages] = useState(browserLanguages);
  const [chosenHere, setChosenHere] = useState<HelplineCountry | null>(null);
  const picked: { country: HelplineCountry; from: HelpCountrySource | "unsaved" } | null = chosenHere
    ? { country: chosenHere, from: !account ? "device" : account.saveFailed ? "unsaved" : "account" }
    : pickHelpCountry({ account: account?.country, device, browserLanguages: languages });
  const country = picked?.country ?? null;
  const selectId = useId();
  const sourceId = useId();
  const lines = country ? helplinesFor(country) : [];
  const emergency = lines.find((line) => line.emergency);
  const others = lines.filter((line) => !line.emergency);
  const youngPeoplesLines = country ? youngPeoplesLinesFor(country) : [];
  const chosen = HELPLINE_COUNTRIES.find((entry) => entry.code === country);
  const countryName = chosen ? i18n._(chosen.name) : undefined;
  // Before a country is chosen the page speaks British English, like the rest of the app.
  const babyBed = chosen?.babyBed ?? "cot";

  const or = t({ message: "or", comment: 'Between two emergency numbers: "112 or 999"' });
  const emergencyNumbers = emergency
    ? [emergency.number, ...(emergency.alsoNumbers ?? [])].map((number, index) => (
        <span key={number}>
          {index > 0 && ` ${or} `}
          <PhoneNumber number={number} />
        </span>
      ))
    : null;

  useEffect(() => {
    document.title = `${t`Get help now`} · ${PRODUCT_NAME}`;
  }, [t]);

  return (
    <article aria-labelledby="get-help-title" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <header>
        <h1 id="get-help-title" className="text-3xl font-extrabold">
          <Trans>Get help now</Trans>
        </h1>
        <p className="mt-2 text-lg text-ink-soft">
          <Trans>Some days are too much. You are not alone, and reaching out is a strong thing to do.</Trans>
        </p>
        {/* A parent who comes from a lesson about an older child's low mood finds their section in one tap. */}
        <p className="mt-2">
          <a href="#your-child" className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4 hover:no-underline">
            {t`If your child may be hurting themselves, or seems low`}
            <span aria-hidden="true" className="ms-1">
              ↓
            </span>
          </a>
        </p>
      </header>

      <Section title={t`If a child is in danger`} tone="urgent">
        {emergency ? (
          <>
            <p className="text-lg">
              <Trans>
                Call the emergency number now: <strong>{emergencyNumbers}</strong>.
              </Trans>
            </p>
            <a href={telHref(emergency.number)} className={buttonClasses("danger", "lg", "mt-3 w-full sm:w-auto")}>
              <span>
                <Trans comment="Button that calls a phone number">
                  Call <PhoneNumber number={emergency.number} />
                </Trans>
              </span>
            </a>
          </>
        ) : (
          <p className="text-lg">
            <Trans>Call your local emergency number now.</Trans>
          </p>
        )}
      </Section>

      <Section title={t`If you fear you might hurt your child`}>
        <p className="text-lg">
          <Trans comment="The word for a baby's bed: “crib” in the US and Canada, “cot” elsewhere">
            Put the baby down safely in the <Select value={babyBed} _crib="crib" other="cot" /> and step away —{" "}
            <strong>never shake a baby.</strong>
          </Trans>
        </p>
        <p className="mt-2">
          <Trans comment="The word for a baby's bed: “crib” in the US and Canada, “cot” elsewhere">
            A baby on their back in the <Select value={babyBed} _crib="crib" other="cot" /> is safe while you go to
            another room for a few minutes and breathe slowly. Crying is hard to hear, and it will stop. Then call
            someone to take over, or one of the numbers below to talk.
          </Trans>{" "}
          {emergency ? (
            <Trans>
              If a baby may have been shaken, call <PhoneNumber number={emergency.number} /> at once.
            </Trans>
          ) : (
            <Trans>If a baby may have been shaken, call your emergency number at once.</Trans>
          )}
        </p>
      </Section>

      <Section title={t`If you feel unable to cope, low or unsafe at home`}>
        <div className="mb-3 flex flex-col gap-1">
          <label htmlFor={selectId} className="font-bold">
            <Trans>Your country</Trans>
          </label>
          <select
            id={selectId}
            value={country ?? ""}
            onChange={(event) => {
              const chosen = event.target.value;
              if (!isHelplineCountry(chosen)) return;
              // Kept on the account when signed in, on this device when signed out.
              setChosenHere(chosen);
              if (account) account.save(chosen);
              else keepCountry(STORED_COUNTRY, chosen);
            }}
            aria-describedby={picked ? sourceId : undefined}
            className="min-h-12 w-full rounded-xl border-2 border-line bg-surface px-3 text-lg font-semibold text-ink sm:max-w-xs"
          >
            {country === null && <option value="">{t`Choose your country`}</option>}
            {HELPLINE_COUNTRIES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {i18n._(entry.name)}
              </option>
            ))}
          </select>
          {picked && (
            <p id={sourceId} className="text-sm text-ink-soft">
              <CountrySource from={picked.from} />
            </p>
          )}
        </div>
        {country && countryName ? (
          <>
            <p>
              <Trans>Here is who to call in {countryName}:</Trans>
            </p>
            <HelplineList lines={others} />
          </>
        ) : (
          <p>
            <Trans>
              Choose your country to see who to call. If yours is not in the list, your doctor, health visitor or local
              emergency number can help.
            </Trans>
          </p>
        )}
      </Section>

      <Section id="your-child" title={t`If your child may be hurting themselves, or seems low`}>
        <p>
          <Trans>
            Stay calm and listen. Ask gently and directly how they feel, and whether they have been hurting themselves
            or thinking about suicide: asking does not put the idea in their head. Take what they say seriously, and
            never punish them for telling you.
          </Trans>
        </p>
        <p className="mt-2">
          <Trans>
            Keep medicines, blades and anything else they could hurt themselves with out of reach while things are hard.
          </Trans>
        </p>
        <p className="mt-2 font-bold">
          {emergency ? (
            <Trans>
              If you think they may not be safe today, do not wait: call <PhoneNumber number={emergency.number} /> or
              take them to an emergency department now.
            </Trans>
          ) : (
            <Trans>
              If you think they may not be safe today, do not wait: call your emergency number or take them to an
              emergency department now.
            </Trans>
          )}
        </p>
        <p className="mt-2">
          <Trans>
            If a low mood lasts, or stops them doing everyday things, talk to your doctor soon, and ask their school
            what support it has.
          </Trans>
        </p>
        {country && countryName ? (
          youngPeoplesLines.length > 0 ? (
            <>
              <p className="mt-3">
                <Trans>A line your child can call themselves ({countryName}):</Trans>
              </p>
              <HelplineList lines={youngPeoplesLines} />
            </>
          ) : (
            <p className="mt-3">
              <Trans>
                We have not yet checked a line of their own for young people ({countryName}). If they may be unsafe, the
                emergency number above is for them too.
              </Trans>
            </p>
          )
        ) : (
          <p className="mt-3">
            <Trans>Choose your country above to see a line your child can call themselves.</Trans>
          </p>
        )}
      </Section>

      <p className="text-sm text-ink-soft">
        <Trans>
          {PRODUCT_NAME} is not an emergency service. Numbers can change: each one names the page it was checked on.
        </Trans>
      </p>
    </article>
  );
}

/** Where the page's country comes from, so a parent knows whether it is their own choice. */
function CountrySource({ from }: { from: HelpCountrySource | "unsaved" }) {
  if (from === "unsaved") return <Trans>Shown now, but not saved: try again when you are online.</Trans>;
  if (from === "account") return <Trans>Kept on your account. You can change it here or in Settings.</Trans>;
  if (from === "device") return <Trans>Kept on this device.</Trans>;
  return <Trans>From this browser's region. Choose your country if you live somewhere else.</Trans>;
}

/** A phone number never breaks across lines (at its hyphens or spaces): half a number on each line misleads. */
function PhoneNumber({ number }: { number: string }) {
  return <span className="whitespace-nowrap">{number}</span>;
}

/** `id`: the section's own address, so a lesson or a message can link straight to it (/get-help#your-child). */
function Section({
  id: sectionId,
  title,
  tone,
  children,
}: {
  id?: string;
  title: string;
  tone?: "urgent";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={sectionId}
      aria-labelledby={id}
      className={cn(
        "rounded-card p-5 shadow-[0_2px_0_0_var(--color-line)]",
        tone === "urgent" ? "border-2 border-danger bg-danger-soft" : "border border-line bg-surface",
      )}
    >
      <h2 id={id} className="text-xl font-extrabold">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function HelplineList({ lines }: { lines: readonly Helpline[] }) {
  return (
    <ul className="mt-3 flex flex-col gap-3">
      {lines.map((line) => (
        <HelplineItem key={line.name} line={line} />
      ))}
    </ul>
  );
}

function HelplineItem({ line }: { line: Helpline }) {
  const { i18n } = useLingui();
  const checked = checkedDate(i18n, line.checked);
  const hours = line.hours ? i18n._(line.hours) : undefined;
  const name = line.name;
  return (
    <li className="rounded-xl border border-line p-3">
      <p className="font-bold">{line.name}</p>
      <p>{i18n._(line.forWhat)}</p>
      {hours && (
        <p className="text-ink-soft">
          <Trans comment="A helpline's opening hours, e.g. “Open: 24/7”">Open: {hours}</Trans>
        </p>
      )}
      <a
        href={telHref(line.number)}
        className={buttonClasses("secondary", "md", "mt-2 w-full py-2 text-center sm:w-auto")}
      >
        <span>
          {line.contact === "call or text" ? (
            <Trans comment="Button that calls or texts a helpline's number">
              Call or text <PhoneNumber number={line.number} />
            </Trans>
          ) : (
            <Trans comment="Button that calls a phone number">
              Call <PhoneNumber number={line.number} />
            </Trans>
          )}
        </span>
      </a>
      <p className="mt-2 text-sm text-ink-soft">
        {line.source === NATIONAL_EMERGENCY_NUMBER ? (
          <Trans comment="Where a helpline's number comes from, then the day it was checked">
            National emergency number, checked {checked}
          </Trans>
        ) : (
          <Trans comment="A link to the page a helpline's number was checked on, then the day it was checked">
            <a href={line.source} className={textLink} target="_blank" rel="noreferrer">
              Source<span className="sr-only"> for {name}</span>
            </a>
            , checked {checked}
          </Trans>
        )}
      </p>
    </li>
  );
}

/** Get help now in the signed-in app: the country the parent chose follows their account to every device. */
export function SignedInGetHelpPage() {
  const me = useSignedInUser();
  const settings = useSettings(me.id);
  const save = useSaveHelpCountry(me.id);
  // Until the settings are read (or when they cannot be, offline), this device's copy of the account's country.
  const [copy] = useState(() => readCountry(accountCopy(me.id)));
  const accountCountry = settings.data ? settings.data.helpCountry : copy;
  useEffect(() => {
    if (settings.data) keepCountry(accountCopy(me.id), settings.data.helpCountry);
  }, [settings.data, me.id]);
  return (
    <GetHelpPage
      account={{ country: accountCountry, save: (country) => save.mutate(country), saveFailed: save.isError }}
    />
  );
}

/** The page for a visitor who is not signed in: the app's name, the page, and a way back. */
export function PublicGetHelpPage() {
  return (
    <div className="flex min-h-dvh flex-col px-4 py-6">
      <header className="mx-auto flex w-full max-w-2xl flex-wrap items-center justify-between gap-3">
        <Link href="/" className="text-2xl font-extrabold text-brand">
          {PRODUCT_NAME}
        </Link>
        <LanguageSwitcher className="w-44" />
      </header>
      <main id="main" className="mt-4 flex-1">
        <GetHelpPage />
      </main>
    </div>
  );
}
