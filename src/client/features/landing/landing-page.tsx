import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { Growler, Pip, Zo } from "../../components/art/monsters";
import { badgeBase, badgeTones, cardBase, plainButtonClasses as buttonClasses } from "../../components/ui/styles";
import { cx as cn } from "../../lib/cx";
import { LanguageSwitcher } from "../../lib/i18n/language-switcher";
import { PREMIUM_MONTHLY_PRICE, PRODUCT_NAME, TRIAL_DAYS } from "@shared/product";
import { GUEST_LESSON_PATH } from "@shared/guest-lesson";

/*
 * The public landing page (docs/screens.md#landing-page). It is prerendered on the server and hydrated,
 * so everything here is static: no browser globals, dates or random values while rendering. Its classes are joined
 * without the class merger (lib/cx.ts): the merger is kept off the landing page's first load.
 */

/** A price in US dollars, written the way the page's language writes money ("$4.99", "4,99 $"). */
function usePrice(amount: number): string {
  const { i18n } = useLingui();
  return i18n.number(amount, { style: "currency", currency: "USD", minimumFractionDigits: amount === 0 ? 0 : 2 });
}

interface LandingPageProps {
  /**
   * Drawn by the app after another of its screens rather than by the page's load (src/client/app/app.tsx): it takes the
   * scroll and the focus to its top.
   */
  opened?: boolean;
}

/** Primary links keep dark text on the light dark-mode brand colour, so the label stays readable. */
const primaryLink = (size: "sm" | "md" | "lg" = "md", extra?: string) => buttonClasses("primary", size, extra);

const textLink =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-pill px-2.5 font-semibold underline-offset-4 hover:underline sm:px-3";

const container = "mx-auto w-full max-w-6xl px-5 sm:px-8";

export function LandingPage({ opened = false }: LandingPageProps) {
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    // Reached from a screen of the app (deleting the account, a link from a form): it starts at its top, with the focus
    // there, as the page does when it loads; an address with an anchor (#pricing) keeps its place.
    if (!window.location.hash) window.scrollTo(0, 0);
    top.current?.focus({ preventScroll: true });
  }, [opened]);
  return (
    <div
      ref={top}
      tabIndex={opened ? -1 : undefined}
      className={cn("flex min-h-dvh flex-col bg-paper text-ink", opened && "focus:outline-none")}
    >
      <a
        href="#main"
        className="sr-only rounded-pill bg-surface px-4 py-2 font-semibold text-ink focus:not-sr-only focus:absolute focus:top-3 focus:start-3 focus:z-50"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Hero />
        <DesignedForYou />
        <HowItWorks />
        <Values />
        <OurApproach />
        <Gains />
        <Pricing />
        <GetStarted />
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteHeader() {
  const { t } = useLingui();
  return (
    <header className="border-b border-line/70">
      <div className={cn(container, "flex items-center justify-between gap-2 py-3")}>
        <a
          href="/"
          className="-ms-1 flex shrink-0 items-center gap-2 rounded-pill py-1 pe-2 ps-1 text-xl font-extrabold tracking-tight sm:text-2xl"
        >
          <Pip className="size-9 sm:size-10" />
          {PRODUCT_NAME}
        </a>
        <nav
          aria-label={t({
            message: "Account",
            comment: "Name of the header's navigation with the log in and sign up links",
          })}
          // In a language longer than English the two actions wrap onto two lines rather than widen a phone's page.
          className="flex min-w-0 flex-wrap items-center justify-end gap-1 sm:gap-3"
        >
          <a
            href="/login"
            className="inline-flex min-h-11 items-center rounded-pill px-2.5 text-center leading-tight font-semibold text-ink underline-offset-4 hover:underline sm:px-3"
          >
            <Trans>Log in</Trans>
          </a>
          <a
            href="/register"
            className={buttonClasses("secondary", "sm", "text-center leading-tight sm:min-h-11 sm:px-5 sm:text-base")}
          >
            <Trans>Create account</Trans>
          </a>
          {/* On a phone the header keeps two actions; the waitlist is the hero's "Get launch news" there. */}
          <a
            href="/waitlist"
            className="hidden min-h-11 items-center rounded-pill px-3 font-semibold whitespace-nowrap text-ink underline-offset-4 hover:underline sm:inline-flex"
          >
            <Trans>Join Waitlist</Trans>
          </a>
        </nav>
      </div>
    </header>
  );
}

function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-4 py-14 sm:py-20", className)}>
      <div className={container}>
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-lg text-ink-soft">{intro}</p> : null}
        </div>
        <div className="mt-8 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}

function Hero() {
  return (
    <section aria-labelledby="welcome-title" className="overflow-hidden">
      <div className={cn(container, "grid items-center gap-10 py-10 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-12")}>
        <div>
          <h1
            id="welcome-title"
            className="inline-flex rounded-pill bg-brand-soft px-4 py-1 text-base font-bold text-brand"
          >
            <Trans comment="The landing page's main heading, a small label above the hero text">Welcome</Trans>
          </h1>
          <p className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-display lg:text-[3.25rem]">
            <Trans>Parenting help you can finish in five minutes.</Trans>
          </p>
          <p className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">
            <Trans>
              {PRODUCT_NAME} is bite-sized parenting lessons written from well-established programmes and research (
              <a href="#our-approach" className="font-semibold text-ink underline underline-offset-4">
                our approach
              </a>
              ), short enough for a tired parent to finish in five minutes and clear enough to use tonight.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {/* The lesson's code is fetched only when this is tapped (src/client/app/app.tsx). */}
            <a href={GUEST_LESSON_PATH} className={primaryLink("lg")}>
              <Trans>Try a 5-minute lesson</Trans>
            </a>
            <a href="/waitlist" className={buttonClasses("secondary", "lg")}>
              <Trans comment="Link to the waitlist, which sends one email when the app launches; accounts are open today">Get launch news</Trans>
            </a>
          </div>
          <p className="mt-3 text-ink-soft">
            <Trans>
              No account needed to try.{" "}
              <a href="#how-it-works" className="font-semibold text-ink underline underline-offset-4">
                See how it works
              </a>
            </Trans>
          </p>
        </div>
        <MonsterScene />
      </div>
    </section>
  );
}

function MonsterScene() {
  const { t } = useLingui();
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-lg">
      <div aria-hidden="true" className="absolute inset-x-0 top-10 bottom-0 rounded-[2.5rem] bg-level-blue-soft" />
      <div aria-hidden="true" className="absolute top-4 end-6 size-16 rounded-full bg-level-orange-soft" />
      <div aria-hidden="true" className="absolute bottom-24 start-4 size-10 rounded-full bg-level-purple-soft" />
      <div className="relative flex items-end justify-center px-2 pt-6 pb-4">
        <Growler
          mood="happy"
          className="w-[44%] shrink-0"
          title={t`Growler, a big green grown-up monster in an orange cardigan, smiling warmly`}
        />
        <Zo
          mood="proud"
          className="-ms-3 w-[32%] shrink-0 animate-bob [animation-delay:-1.4s]"
          title={t`Zo, a tall purple monster, beaming with pride`}
        />
        <Pip
          mood="happy"
          className="-ms-2 w-[28%] shrink-0 animate-bob"
          title={t`Pip, a small round blue monster, grinning`}
        />
      </div>
    </div>
  );
}

const designed = [
  {
    title: msg`Five minutes, one idea`,
    body: msg`Each lesson teaches one thing you can try today. It fits in a nap, a bus ride or the quiet after bedtime.`,
    tone: "bg-level-blue-soft",
  },
  {
    title: msg`Made for one hand`,
    body: msg`Big buttons and short screens, so you can learn on your phone with a child on your hip.`,
    tone: "bg-level-purple-soft",
  },
  {
    title: msg`Words you can use tonight`,
    body: msg`Growler Tips give you a phrase to say, a thing to do or a thing to skip, in plain everyday words.`,
    tone: "bg-level-orange-soft",
  },
  {
    title: msg`Gentle on you, too`,
    body: msg`Tired days are part of parenting. Lessons include a note for you, because a calmer you helps a calmer child.`,
    tone: "bg-level-green-soft",
  },
];

function DesignedForYou() {
  const { t, i18n } = useLingui();
  return (
    <Section
      id="designed"
      title={t`Designed with You in Mind`}
      intro={t`You don't need a free evening or a stack of books. You need a little help that fits into the day you already have.`}
      className="bg-surface"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {designed.map((item) => (
          <li key={item.title.id} className={cn("rounded-card p-6", item.tone)}>
            <h3 className="text-xl font-bold">{i18n._(item.title)}</h3>
            <p className="mt-2 text-ink-soft">{i18n._(item.body)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const steps = [
  {
    title: msg`Take a short lesson`,
    body: msg`Meet Pip, Zo and friends in everyday moments: a tower that falls, a goodbye at the door, a bath nobody wants.`,
  },
  {
    title: msg`Choose what you'd say`,
    body: msg`Pick the words you might use. Every answer gets kind feedback that explains what helps and why.`,
  },
  {
    title: msg`Earn XP and keep your streak`,
    body: msg`Collect XP, level up and keep a daily streak going. Small steps add up, and the app cheers you on.`,
  },
  {
    title: msg`Reflect in your journal`,
    body: msg`A short, private question after each lesson helps you notice what worked in your own week.`,
  },
];

function HowItWorks() {
  const { t, i18n } = useLingui();
  return (
    <Section id="how-it-works" title={t`How It Works`} intro={t`Four small steps, in about five minutes.`}>
      <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.05fr]">
        <ol className="flex flex-col gap-6">
          {steps.map((step, index) => (
            <li key={step.title.id} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-lg font-extrabold text-paper"
              >
                {i18n.number(index + 1)}
              </span>
              <div>
                <h3 className="text-xl font-bold">{i18n._(step.title)}</h3>
                <p className="mt-1 text-ink-soft">{i18n._(step.body)}</p>
              </div>
            </li>
          ))}
        </ol>
        <LessonPeek />
      </div>
    </Section>
  );
}

/** A static example of a lesson question, so parents can see what a lesson feels like. */
function LessonPeek() {
  const { t } = useLingui();
  return (
    <figure className="m-0">
      <div className={cn(cardBase, "sm:p-6")}>
        <div className="flex items-center gap-4">
          <Pip
            mood="cross"
            className="size-20 shrink-0"
            title={t`Pip, brows down and cross, refusing to leave the swing`}
          />
          <p className="text-lg">
            <Trans>
              It's time to leave the park. Pip grips the swing and shouts, <q>No! Not going!</q>
            </Trans>
          </p>
        </div>
        <p className="mt-5 font-bold">
          <Trans>What could you say first?</Trans>
        </p>
        <ul className="mt-3 flex flex-col gap-2">
          <li className="rounded-2xl border-2 border-line px-4 py-3 text-ink-soft">
            <q>
              <Trans comment="An example answer a parent might give, shown as a quote">
                We're leaving now, or no park tomorrow.
              </Trans>
            </q>
          </li>
          <li className="rounded-2xl border-2 border-brand bg-brand-soft px-4 py-3">
            <span className="sr-only">{`${t`A good first answer:`} `}</span>
            <q>
              <Trans comment="An example answer a parent might give, shown as a quote">
                You really love that swing. It's so hard to stop when you're having fun.
              </Trans>
            </q>
          </li>
        </ul>
        <div className="mt-4 flex items-start gap-3 rounded-2xl bg-level-green-soft p-4">
          <Growler mood="calm" className="size-14 shrink-0" />
          <p>
            <Trans>
              <strong>Growler Tip:</strong> Naming the feeling first tells Pip you understand. A child who feels
              understood finds it easier to walk to the gate with you.
            </Trans>
          </p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink-soft">
        <Trans>A peek at a lesson question and its feedback.</Trans>
      </figcaption>
    </figure>
  );
}

const families = [
  msg`Single parents`,
  msg`Two-parent homes`,
  msg`Blended families`,
  msg`Co-parents across two homes`,
  msg`Grandparents raising grandchildren`,
  msg`Foster and kinship carers`,
];

const practices: { name: MessageDescriptor; gloss: MessageDescriptor }[] = [
  { name: msg`Validation`, gloss: msg`All feelings are allowed, even when not all actions are.` },
  { name: msg`Emotion coaching`, gloss: msg`Notice the feeling, name it, then help your child through it.` },
  { name: msg`Limited choices`, gloss: msg`Two real options instead of a tug of war.` },
  { name: msg`Empathic limits`, gloss: msg`Kind and firm at the same time, with calm follow-through.` },
  { name: msg`Routines`, gloss: msg`Warnings, rituals and rhythms that make hard moments easier.` },
  { name: msg`Repair`, gloss: msg`When you lose your cool, come back, own it and reconnect.` },
];

function Values() {
  const { t, i18n } = useLingui();
  return (
    <Section
      id="values"
      title={t`Values Driven & Inclusive`}
      intro={t`Every family is different, and every parent has hard days. Our lessons meet you where you are.`}
      className="bg-surface"
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-bold">
            <Trans>For families of every shape</Trans>
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {families.map((family) => (
              <li key={family.id} className="rounded-pill border border-line bg-paper px-4 py-2 font-semibold">
                {i18n._(family)}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-ink-soft">
            <Trans>
              We never assume who is in your home, how much money or space you have, or how your days are shaped.
            </Trans>
          </p>
          <div className="mt-6 flex items-start gap-4 rounded-card bg-level-orange-soft p-5">
            <Zo mood="calm" className="size-16 shrink-0" />
            <div>
              <h3 className="text-lg font-bold">
                <Trans>No shaming, ever</Trans>
              </h3>
              <p className="mt-1 text-ink-soft">
                <Trans>
                  Wrong answers get kind feedback, not a telling-off. Every choice shows what it gets right and what to
                  try next.
                </Trans>
              </p>
            </div>
          </div>
        </div>
        <div>
          <h3 className="text-xl font-bold">
            <Trans>Grounded in well-known ways of caring</Trans>
          </h3>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {practices.map((practice) => (
              <div key={practice.name.id} className="rounded-card border border-line bg-paper p-4">
                <dt className="font-bold">{i18n._(practice.name)}</dt>
                <dd className="mt-1 text-ink-soft">{i18n._(practice.gloss)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}

/** Where the lessons come from: the sources behind the page's claims (docs/screens.md#labels-that-must-be-true). */
const sources = [
  {
    name: msg`Emotion coaching`,
    body: msg`Noticing a child's feelings, naming them and staying with them before solving anything: the thread through every level.`,
  },
  {
    name: msg({
      message: "Triple P (Positive Parenting Program)",
      comment: "A parenting programme's name: use its official name in your language, if it has one",
    }),
    body: msg`Clear, calm instructions, labelled praise, planned ignoring of small attention-seeking, and a brief, calm time-out as a back-up.`,
  },
  {
    name: msg({
      message: "The Incredible Years",
      comment: "A parenting programme's name: use its official name in your language, if it has one",
    }),
    body: msg`Child-led play and special time, praise and rewards done well, limits held kindly, and help for children's fears and friendships.`,
  },
  {
    name: msg({
      message: "Parent–Child Interaction Therapy (PCIT)",
      comment: "A therapy's name: use its usual name in your language, keep the abbreviation",
    }),
    body: msg`Following the child's lead in play, describing what they do, and giving one direct instruction at a time.`,
  },
  {
    name: msg`Public-health advice`,
    body: msg`Safe sleep and coping with a crying baby as health services advise them, and when to ask a health visitor, nurse or doctor.`,
  },
];

function OurApproach() {
  const { t, i18n } = useLingui();
  return (
    <Section
      id="our-approach"
      title={t`Our approach`}
      intro={t`${PRODUCT_NAME}'s lessons are written from programmes with a long record in research and in family services. We are not affiliated with them, and Growly is not therapy or medical advice: it is practice for everyday moments.`}
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sources.map((source) => (
          <div key={source.name.id} className="rounded-card border border-line bg-surface p-5">
            <dt className="font-bold">{i18n._(source.name)}</dt>
            <dd className="mt-1 text-ink-soft">{i18n._(source.body)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

const gains = [
  {
    title: msg`Words for hard moments`,
    body: msg`Phrases ready for meltdowns, tears and shouting, so you are not lost for words.`,
  },
  {
    title: msg`Calmer bedtimes`,
    body: msg`Simple routines and warnings that make the end of the day feel less like a battle.`,
  },
  { title: msg`Easier goodbyes`, body: msg`Small rituals for drop-offs and partings that help your child feel safe.` },
  {
    title: msg`Choices, not standoffs`,
    body: msg`Ways to offer real choices so your child can say yes without losing face.`,
  },
  {
    title: msg`A way back after a rough day`,
    body: msg`How to repair after you snap, so you and your child can reconnect.`,
  },
  {
    title: msg`More trust in yourself`,
    body: msg`A clearer sense of what your child needs, and the confidence to follow it.`,
  },
];

function Gains() {
  const { t, i18n } = useLingui();
  return (
    <Section id="gains" title={t`What You'll Gain`} intro={t`Practical skills for the moments that test you most.`}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {gains.map((gain) => (
          <li key={gain.title.id} className="flex gap-3 rounded-card border border-line bg-surface p-5">
            <CheckIcon />
            <div>
              <h3 className="text-lg font-bold">{i18n._(gain.title)}</h3>
              <p className="mt-1 text-ink-soft">{i18n._(gain.body)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-brand">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      <path
        d="m7 12.5 3.2 3.2L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const plans = [
  {
    key: "free",
    name: msg({ message: "Free Explorer", comment: "Name of the free plan" }),
    price: 0,
    period: msg({ message: "forever", comment: 'After the free plan\'s price: "$0 forever"' }),
    popular: false,
    features: [
      msg`Full access for your first ${TRIAL_DAYS} days`,
      msg`Then 3 basic lessons, free for good`,
      msg`XP, streaks and badges`,
    ],
  },
  {
    key: "premium",
    name: msg({ message: "Premium Parent", comment: "Name of the paid plan" }),
    price: PREMIUM_MONTHLY_PRICE,
    period: msg({ message: "per month", comment: 'After the paid plan\'s price: "$4.99 per month"' }),
    popular: true,
    features: [msg`Everything in Free Explorer`, msg`All lessons, in every level`, msg`Cancel anytime`],
  },
];

function Pricing() {
  const { t, i18n } = useLingui();
  const price = usePrice(PREMIUM_MONTHLY_PRICE);
  const freePrice = usePrice(0);
  return (
    <Section
      id="pricing"
      title={t`Transparent Pricing`}
      intro={t`Free for ${TRIAL_DAYS} days of full access, then ${price} per month. Cancel anytime. No hidden fees, and no pressure to upgrade.`}
      className="bg-surface"
    >
      <ul className="grid gap-5 md:grid-cols-2 lg:max-w-4xl">
        {plans.map((plan) => (
          <li
            key={plan.key}
            className={cn(
              "relative flex flex-col rounded-card border-2 bg-paper p-6 sm:p-8",
              plan.popular ? "border-brand" : "border-line",
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-2xl font-extrabold">{i18n._(plan.name)}</h3>
              {plan.popular ? (
                <span className={cn(badgeBase, badgeTones.purple)}>
                  <Trans comment="Badge on the most chosen plan">Most Popular</Trans>
                </span>
              ) : null}
            </div>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-5xl font-extrabold tracking-tight">{plan.price === 0 ? freePrice : price}</span>
              <span className="text-ink-soft">{i18n._(plan.period)}</span>
            </p>
            <ul className="mt-6 flex flex-col gap-3">
              {plan.features.map((feature) => (
                <li key={feature.id} className="flex items-start gap-3">
                  <CheckIcon />
                  <span>{i18n._(feature)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function GetStarted() {
  return (
    <section aria-labelledby="get-started-title" className="py-14 sm:py-20">
      <div className={container}>
        <div className="flex flex-col items-center gap-8 rounded-[2rem] bg-brand-soft px-6 py-10 text-center sm:px-12 md:flex-row md:text-start">
          <div className="flex shrink-0 items-end" aria-hidden="true">
            <Growler mood="proud" className="w-28 sm:w-32" />
            <Pip mood="proud" className="-ms-3 w-20 animate-bob sm:w-24" />
          </div>
          <div className="flex-1">
            <h2 id="get-started-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              <Trans>Ready to get started?</Trans>
            </h2>
            <p className="mt-3 text-lg text-ink-soft">
              <Trans>
                Try a lesson now, or create your account today: your first {TRIAL_DAYS} days of full access are on us.
                Not ready yet? Join the waitlist for one email with our launch news.
              </Trans>
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3">
            <a href={GUEST_LESSON_PATH} className={primaryLink("lg")}>
              <Trans>Try a 5-minute lesson</Trans>
            </a>
            <a href="/register" className={buttonClasses("secondary", "lg")}>
              <Trans>Create account</Trans>
            </a>
            <a href="/waitlist" className={buttonClasses("ghost", "lg")}>
              <Trans>Join Waitlist</Trans>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

function SiteFooter() {
  const { t } = useLingui();
  return (
    <footer className="border-t border-line">
      <div className={cn(container, "flex flex-col items-center justify-between gap-3 py-8 sm:flex-row")}>
        <p className="text-ink-soft">© {PRODUCT_NAME}</p>
        <LanguageSwitcher className="w-44" />
        <nav
          aria-label={t({
            message: "Footer",
            comment: "Name of the links at the bottom of the page, for screen readers",
          })}
        >
          <ul className="flex flex-wrap items-center justify-center gap-x-2">
            <li>
              <a href="/login" className={cn(textLink, "text-ink-soft")}>
                <Trans>Log in</Trans>
              </a>
            </li>
            <li>
              <a href="/register" className={cn(textLink, "text-ink-soft")}>
                <Trans>Create account</Trans>
              </a>
            </li>
            <li>
              <a href="/get-help" className={cn(textLink, "text-ink-soft")}>
                <Trans>Get help now</Trans>
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
