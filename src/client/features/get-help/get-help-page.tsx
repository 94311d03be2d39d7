import { useEffect, useId, useState, type ReactNode } from "react";
import { Link } from "wouter";
import {
  HELPLINE_COUNTRIES,
  NATIONAL_EMERGENCY_NUMBER,
  countryFromLanguages,
  helplinesFor,
  isHelplineCountry,
  telHref,
  type Helpline,
  type HelplineCountry,
} from "@shared/helplines";
import { PRODUCT_NAME } from "@shared/product";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";

const STORED_COUNTRY = "growly.helpCountry";

/** The country the parent chose here before, else the region of the browser's languages, else none. */
function initialCountry(): HelplineCountry | null {
  try {
    const stored = window.localStorage.getItem(STORED_COUNTRY);
    if (stored && isHelplineCountry(stored)) return stored;
  } catch {
    // Storage may be off (private windows); the browser's languages still choose.
  }
  return countryFromLanguages(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

function rememberCountry(country: HelplineCountry) {
  try {
    window.localStorage.setItem(STORED_COUNTRY, country);
  } catch {
    // Not remembered: the page still shows the chosen country now.
  }
}

const CHECKED_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const textLink = "font-semibold text-brand underline underline-offset-4 hover:no-underline";

/**
 * /get-help, signed in or out: the emergency number first, what to do if you fear you might hurt your child,
 * then who to call in the parent's country (from the browser's languages, with a switcher).
 */
export function GetHelpPage() {
  const [country, setCountry] = useState<HelplineCountry | null>(initialCountry);
  const selectId = useId();
  const lines = country ? helplinesFor(country) : [];
  const emergency = lines.find((line) => line.emergency);
  const others = lines.filter((line) => !line.emergency);
  const chosen = HELPLINE_COUNTRIES.find((entry) => entry.code === country);
  const countryName = chosen?.name;
  // Before a country is chosen the page speaks British English, like the rest of the app.
  const babyBed = chosen?.babyBed ?? "cot";

  useEffect(() => {
    document.title = `Get help now · ${PRODUCT_NAME}`;
  }, []);

  return (
    <article aria-labelledby="get-help-title" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <header>
        <h1 id="get-help-title" className="text-3xl font-extrabold">
          Get help now
        </h1>
        <p className="mt-2 text-lg text-ink-soft">
          Some days are too much. You are not alone, and reaching out is a strong thing to do.
        </p>
      </header>

      <Section title="If a child is in danger" tone="urgent">
        {emergency ? (
          <>
            <p className="text-lg">
              Call the emergency number now:{" "}
              <strong>
                {[emergency.number, ...(emergency.alsoNumbers ?? [])].map((number, index) => (
                  <span key={number}>
                    {index > 0 && " or "}
                    <PhoneNumber number={number} />
                  </span>
                ))}
              </strong>
              .
            </p>
            <a href={telHref(emergency.number)} className={buttonClasses("danger", "lg", "mt-3 w-full sm:w-auto")}>
              <span>
                Call <PhoneNumber number={emergency.number} />
              </span>
            </a>
          </>
        ) : (
          <p className="text-lg">Call your local emergency number now.</p>
        )}
      </Section>

      <Section title="If you fear you might hurt your child">
        <p className="text-lg">
          Put the baby down safely in the {babyBed} and step away — <strong>never shake a baby.</strong>
        </p>
        <p className="mt-2">
          A baby on their back in the {babyBed} is safe while you go to another room for a few minutes and breathe
          slowly. Crying is hard to hear, and it will stop. Then call someone to take over, or one of the numbers below
          to talk. If a baby may have been shaken, call{" "}
          {emergency ? <PhoneNumber number={emergency.number} /> : "your emergency number"} at once.
        </p>
      </Section>

      <Section title="If you feel unable to cope, low or unsafe at home">
        <div className="mb-3 flex flex-col gap-1">
          <label htmlFor={selectId} className="font-bold">
            Your country
          </label>
          <select
            id={selectId}
            value={country ?? ""}
            onChange={(event) => {
              const chosen = event.target.value;
              if (!isHelplineCountry(chosen)) return;
              setCountry(chosen);
              rememberCountry(chosen);
            }}
            className="min-h-12 w-full rounded-xl border-2 border-line bg-surface px-3 text-lg font-semibold text-ink sm:max-w-xs"
          >
            {country === null && <option value="">Choose your country</option>}
            {HELPLINE_COUNTRIES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        {country && countryName ? (
          <>
            <p>Here is who to call in {countryName}:</p>
            <ul className="mt-3 flex flex-col gap-3">
              {others.map((line) => (
                <HelplineItem key={line.name} line={line} />
              ))}
            </ul>
          </>
        ) : (
          <p>
            Choose your country to see who to call. If yours is not in the list, your doctor, health visitor or local
            emergency number can help.
          </p>
        )}
      </Section>

      <p className="text-sm text-ink-soft">
        {PRODUCT_NAME} is not an emergency service. Numbers can change: each one names the page it was checked on.
      </p>
    </article>
  );
}

/** A phone number never breaks across lines (at its hyphens or spaces): half a number on each line misleads. */
function PhoneNumber({ number }: { number: string }) {
  return <span className="whitespace-nowrap">{number}</span>;
}

function Section({ title, tone, children }: { title: string; tone?: "urgent"; children: ReactNode }) {
  const id = useId();
  return (
    <section
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

function HelplineItem({ line }: { line: Helpline }) {
  const checked = CHECKED_FORMAT.format(new Date(`${line.checked}T00:00:00Z`));
  return (
    <li className="rounded-xl border border-line p-3">
      <p className="font-bold">{line.name}</p>
      <p>{line.forWhat}</p>
      {line.hours && <p className="text-ink-soft">Open: {line.hours}</p>}
      <a href={telHref(line.number)} className={buttonClasses("secondary", "md", "mt-2 w-full py-2 text-center sm:w-auto")}>
        <span>
          {line.contact === "call or text" ? "Call or text" : "Call"} <PhoneNumber number={line.number} />
        </span>
      </a>
      <p className="mt-2 text-sm text-ink-soft">
        {line.source === NATIONAL_EMERGENCY_NUMBER ? (
          "National emergency number"
        ) : (
          <a href={line.source} className={textLink} target="_blank" rel="noreferrer">
            Source<span className="sr-only"> for {line.name}</span>
          </a>
        )}
        , checked {checked}
      </p>
    </li>
  );
}

/** The page for a visitor who is not signed in: the app's name, the page, and a way back. */
export function PublicGetHelpPage() {
  return (
    <div className="flex min-h-dvh flex-col px-4 py-6">
      <header className="mx-auto w-full max-w-2xl">
        <Link href="/" className="text-2xl font-extrabold text-brand">
          {PRODUCT_NAME}
        </Link>
      </header>
      <main id="main" className="mt-4 flex-1">
        <GetHelpPage />
      </main>
    </div>
  );
}
