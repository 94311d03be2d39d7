import type { ReactNode } from "react";
import { Link } from "wouter";
import { Growler, Pip, Zo } from "../../components/art/monsters";
import { badgeBase, badgeTones, cardBase, plainButtonClasses as buttonClasses } from "../../components/ui/styles";
import { cx as cn } from "../../lib/cx";
import { PREMIUM_MONTHLY_PRICE, PRODUCT_NAME, TRIAL_DAYS } from "@shared/product";
import { GUEST_LESSON_PATH } from "@shared/guest-lesson";

/*
 * The public landing page (docs/screens.md#landing-page). It is prerendered on the server and hydrated,
 * so everything here is static: no browser globals, dates or random values while rendering. Its classes are joined
 * without the class merger (lib/cx.ts): the merger is kept off the landing page's first load.
 */

const PRICE = `$${PREMIUM_MONTHLY_PRICE.toFixed(2)}`;

/** Primary links keep dark text on the light dark-mode brand colour, so the label stays readable. */
const primaryLink = (size: "sm" | "md" | "lg" = "md", extra?: string) => buttonClasses("primary", size, extra);

const textLink =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-pill px-2.5 font-semibold underline-offset-4 hover:underline sm:px-3";

const container = "mx-auto w-full max-w-6xl px-5 sm:px-8";

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-paper text-ink">
      <a
        href="#main"
        className="sr-only rounded-pill bg-surface px-4 py-2 font-semibold text-ink focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
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
  return (
    <header className="border-b border-line/70">
      <div className={cn(container, "flex items-center justify-between gap-2 py-3")}>
        <Link href="/" className="-ml-1 flex shrink-0 items-center gap-2 rounded-pill py-1 pr-2 pl-1 text-xl font-extrabold tracking-tight sm:text-2xl">
          <Pip className="size-9 sm:size-10" />
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-3">
          <Link href="/login" className={cn(textLink, "text-ink")}>
            Log in
          </Link>
          <Link
            href="/register"
            className={buttonClasses("secondary", "sm", "shrink-0 whitespace-nowrap sm:min-h-11 sm:px-5 sm:text-base")}
          >
            Create account
          </Link>
          {/* On a phone the header keeps two actions; the waitlist is the hero's "Get early access" there. */}
          <Link
            href="/waitlist"
            className="hidden min-h-11 items-center rounded-pill px-3 font-semibold whitespace-nowrap text-ink underline-offset-4 hover:underline sm:inline-flex"
          >
            Join Waitlist
          </Link>
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
          <h1 id="welcome-title" className="inline-flex rounded-pill bg-brand-soft px-4 py-1 text-base font-bold text-brand">
            Welcome
          </h1>
          <p className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-display lg:text-[3.25rem]">
            Parenting help you can finish in five minutes.
          </p>
          <p className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">
            {PRODUCT_NAME} is bite-sized parenting lessons written from well-established programmes and research (
            <a href="#our-approach" className="font-semibold text-ink underline underline-offset-4">
              our approach
            </a>
            ), short enough for a tired parent to finish in five minutes and clear enough to use tonight.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {/* The lesson's code is fetched only when this is tapped (src/client/app/app.tsx). */}
            <Link href={GUEST_LESSON_PATH} className={primaryLink("lg")}>
              Try a 5-minute lesson
            </Link>
            <Link href="/waitlist" className={buttonClasses("secondary", "lg")}>
              Get early access
            </Link>
          </div>
          <p className="mt-3 text-ink-soft">
            No account needed to try. <a href="#how-it-works" className="font-semibold text-ink underline underline-offset-4">See how it works</a>
          </p>
        </div>
        <MonsterScene />
      </div>
    </section>
  );
}

function MonsterScene() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-lg">
      <div aria-hidden="true" className="absolute inset-x-0 top-10 bottom-0 rounded-[2.5rem] bg-level-blue-soft" />
      <div aria-hidden="true" className="absolute top-4 right-6 size-16 rounded-full bg-level-orange-soft" />
      <div aria-hidden="true" className="absolute bottom-24 left-4 size-10 rounded-full bg-level-purple-soft" />
      <div className="relative flex items-end justify-center px-2 pt-6 pb-4">
        <Growler
          mood="happy"
          className="w-[44%] shrink-0"
          title="Growler, a big green grown-up monster in an orange cardigan, smiling warmly"
        />
        <Zo mood="proud" className="-ml-3 w-[32%] shrink-0 animate-bob [animation-delay:-1.4s]" title="Zo, a tall purple monster, beaming with pride" />
        <Pip mood="happy" className="-ml-2 w-[28%] shrink-0 animate-bob" title="Pip, a small round blue monster, grinning" />
      </div>
    </div>
  );
}

const designed = [
  {
    title: "Five minutes, one idea",
    body: "Each lesson teaches one thing you can try today. It fits in a nap, a bus ride or the quiet after bedtime.",
    tone: "bg-level-blue-soft",
  },
  {
    title: "Made for one hand",
    body: "Big buttons and short screens, so you can learn on your phone with a child on your hip.",
    tone: "bg-level-purple-soft",
  },
  {
    title: "Words you can use tonight",
    body: "Growler Tips give you a phrase to say, a thing to do or a thing to skip, in plain everyday words.",
    tone: "bg-level-orange-soft",
  },
  {
    title: "Gentle on you, too",
    body: "Tired days are part of parenting. Lessons include a note for you, because a calmer you helps a calmer child.",
    tone: "bg-level-green-soft",
  },
];

function DesignedForYou() {
  return (
    <Section
      id="designed"
      title="Designed with You in Mind"
      intro="You don't need a free evening or a stack of books. You need a little help that fits into the day you already have."
      className="bg-surface"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {designed.map((item) => (
          <li key={item.title} className={cn("rounded-card p-6", item.tone)}>
            <h3 className="text-xl font-bold">{item.title}</h3>
            <p className="mt-2 text-ink-soft">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const steps = [
  {
    title: "Take a short lesson",
    body: "Meet Pip, Zo and friends in everyday moments: a tower that falls, a goodbye at the door, a bath nobody wants.",
  },
  {
    title: "Choose what you'd say",
    body: "Pick the words you might use. Every answer gets kind feedback that explains what helps and why.",
  },
  {
    title: "Earn XP and keep your streak",
    body: "Collect XP, level up and keep a daily streak going. Small steps add up, and the app cheers you on.",
  },
  {
    title: "Reflect in your journal",
    body: "A short, private question after each lesson helps you notice what worked in your own week.",
  },
];

function HowItWorks() {
  return (
    <Section id="how-it-works" title="How It Works" intro="Four small steps, in about five minutes.">
      <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.05fr]">
        <ol className="flex flex-col gap-6">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-lg font-extrabold text-paper"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-bold">{step.title}</h3>
                <p className="mt-1 text-ink-soft">{step.body}</p>
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
  return (
    <figure className="m-0">
      <div className={cn(cardBase, "sm:p-6")}>
        <div className="flex items-center gap-4">
          <Pip mood="cross" className="size-20 shrink-0" title="Pip, brows down and cross, refusing to leave the swing" />
          <p className="text-lg">
            It's time to leave the park. Pip grips the swing and shouts, <q>No! Not going!</q>
          </p>
        </div>
        <p className="mt-5 font-bold">What could you say first?</p>
        <ul className="mt-3 flex flex-col gap-2">
          <li className="rounded-2xl border-2 border-line px-4 py-3 text-ink-soft">
            <q>We're leaving now, or no park tomorrow.</q>
          </li>
          <li className="rounded-2xl border-2 border-brand bg-brand-soft px-4 py-3">
            <span className="sr-only">A good first answer: </span>
            <q>You really love that swing. It's so hard to stop when you're having fun.</q>
          </li>
        </ul>
        <div className="mt-4 flex items-start gap-3 rounded-2xl bg-level-green-soft p-4">
          <Growler mood="calm" className="size-14 shrink-0" />
          <p>
            <strong>Growler Tip:</strong> Naming the feeling first tells Pip you understand. A child who feels understood
            finds it easier to walk to the gate with you.
          </p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink-soft">A peek at a lesson question and its feedback.</figcaption>
    </figure>
  );
}

const families = [
  "Single parents",
  "Two-parent homes",
  "Blended families",
  "Co-parents across two homes",
  "Grandparents raising grandchildren",
  "Foster and kinship carers",
];

const practices = [
  { name: "Validation", gloss: "All feelings are allowed, even when not all actions are." },
  { name: "Emotion coaching", gloss: "Notice the feeling, name it, then help your child through it." },
  { name: "Limited choices", gloss: "Two real options instead of a tug of war." },
  { name: "Empathic limits", gloss: "Kind and firm at the same time, with calm follow-through." },
  { name: "Routines", gloss: "Warnings, rituals and rhythms that make hard moments easier." },
  { name: "Repair", gloss: "When you lose your cool, come back, own it and reconnect." },
];

function Values() {
  return (
    <Section
      id="values"
      title="Values Driven & Inclusive"
      intro="Every family is different, and every parent has hard days. Our lessons meet you where you are."
      className="bg-surface"
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-bold">For families of every shape</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {families.map((family) => (
              <li key={family} className="rounded-pill border border-line bg-paper px-4 py-2 font-semibold">
                {family}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-ink-soft">
            We never assume who is in your home, how much money or space you have, or how your days are shaped.
          </p>
          <div className="mt-6 flex items-start gap-4 rounded-card bg-level-orange-soft p-5">
            <Zo mood="calm" className="size-16 shrink-0" />
            <div>
              <h3 className="text-lg font-bold">No shaming, ever</h3>
              <p className="mt-1 text-ink-soft">
                Wrong answers get kind feedback, not a telling-off. Every choice shows what it gets right and what to
                try next.
              </p>
            </div>
          </div>
        </div>
        <div>
          <h3 className="text-xl font-bold">Grounded in well-known ways of caring</h3>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {practices.map((practice) => (
              <div key={practice.name} className="rounded-card border border-line bg-paper p-4">
                <dt className="font-bold">{practice.name}</dt>
                <dd className="mt-1 text-ink-soft">{practice.gloss}</dd>
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
    name: "Emotion coaching",
    body: "Noticing a child's feelings, naming them and staying with them before solving anything: the thread through every level.",
  },
  {
    name: "Triple P (Positive Parenting Program)",
    body: "Clear, calm instructions, labelled praise, planned ignoring of small attention-seeking, and a brief, calm time-out as a back-up.",
  },
  {
    name: "The Incredible Years",
    body: "Child-led play and special time, praise and rewards done well, limits held kindly, and help for children's fears and friendships.",
  },
  {
    name: "Parent–Child Interaction Therapy (PCIT)",
    body: "Following the child's lead in play, describing what they do, and giving one direct instruction at a time.",
  },
  {
    name: "Public-health advice",
    body: "Safe sleep and coping with a crying baby as health services advise them, and when to ask a health visitor, nurse or doctor.",
  },
];

function OurApproach() {
  return (
    <Section
      id="our-approach"
      title="Our approach"
      intro={`${PRODUCT_NAME}'s lessons are written from programmes with a long record in research and in family services. We are not affiliated with them, and Growly is not therapy or medical advice: it is practice for everyday moments.`}
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sources.map((source) => (
          <div key={source.name} className="rounded-card border border-line bg-surface p-5">
            <dt className="font-bold">{source.name}</dt>
            <dd className="mt-1 text-ink-soft">{source.body}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

const gains = [
  { title: "Words for hard moments", body: "Phrases ready for meltdowns, tears and shouting, so you are not lost for words." },
  { title: "Calmer bedtimes", body: "Simple routines and warnings that make the end of the day feel less like a battle." },
  { title: "Easier goodbyes", body: "Small rituals for drop-offs and partings that help your child feel safe." },
  { title: "Choices, not standoffs", body: "Ways to offer real choices so your child can say yes without losing face." },
  { title: "A way back after a rough day", body: "How to repair after you snap, so you and your child can reconnect." },
  { title: "More trust in yourself", body: "A clearer sense of what your child needs, and the confidence to follow it." },
];

function Gains() {
  return (
    <Section id="gains" title="What You'll Gain" intro="Practical skills for the moments that test you most.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {gains.map((gain) => (
          <li key={gain.title} className="flex gap-3 rounded-card border border-line bg-surface p-5">
            <CheckIcon />
            <div>
              <h3 className="text-lg font-bold">{gain.title}</h3>
              <p className="mt-1 text-ink-soft">{gain.body}</p>
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
      <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const plans = [
  {
    name: "Free Explorer",
    price: "$0",
    period: "forever",
    popular: false,
    features: [`Full access for your first ${TRIAL_DAYS} days`, "Then 3 basic lessons, free for good", "XP, streaks and badges"],
  },
  {
    name: "Premium Parent",
    price: PRICE,
    period: "per month",
    popular: true,
    features: ["Everything in Free Explorer", "All lessons, in every level", "Cancel anytime"],
  },
];

function Pricing() {
  return (
    <Section
      id="pricing"
      title="Transparent Pricing"
      intro={`Free for ${TRIAL_DAYS} days of full access, then ${PRICE} per month. Cancel anytime. No hidden fees, and no pressure to upgrade.`}
      className="bg-surface"
    >
      <ul className="grid gap-5 md:grid-cols-2 lg:max-w-4xl">
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              "relative flex flex-col rounded-card border-2 bg-paper p-6 sm:p-8",
              plan.popular ? "border-brand" : "border-line",
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-2xl font-extrabold">{plan.name}</h3>
              {plan.popular ? <span className={cn(badgeBase, badgeTones.purple)}>Most Popular</span> : null}
            </div>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-5xl font-extrabold tracking-tight">{plan.price}</span>
              <span className="text-ink-soft">{plan.period}</span>
            </p>
            <ul className="mt-6 flex flex-col gap-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-3">
                  <CheckIcon />
                  <span>{feature}</span>
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
        <div className="flex flex-col items-center gap-8 rounded-[2rem] bg-brand-soft px-6 py-10 text-center sm:px-12 md:flex-row md:text-left">
          <div className="flex shrink-0 items-end" aria-hidden="true">
            <Growler mood="proud" className="w-28 sm:w-32" />
            <Pip mood="proud" className="-ml-3 w-20 animate-bob sm:w-24" />
          </div>
          <div className="flex-1">
            <h2 id="get-started-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              Ready to get started?
            </h2>
            <p className="mt-3 text-lg text-ink-soft">
              Join the waitlist and we'll let you know when {PRODUCT_NAME} is ready for you. Your first {TRIAL_DAYS} days of full access are on us.
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3">
            <Link href={GUEST_LESSON_PATH} className={primaryLink("lg")}>
              Try a 5-minute lesson
            </Link>
            <Link href="/waitlist" className={buttonClasses("secondary", "lg")}>
              Join Waitlist
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function SiteFooter() {
  return (
    <footer className="border-t border-line">
      <div className={cn(container, "flex flex-col items-center justify-between gap-3 py-8 sm:flex-row")}>
        <p className="text-ink-soft">© {PRODUCT_NAME}</p>
        <nav aria-label="Footer">
          <ul className="flex items-center gap-2">
            <li>
              <Link href="/login" className={cn(textLink, "text-ink-soft")}>
                Log in
              </Link>
            </li>
            <li>
              <Link href="/register" className={cn(textLink, "text-ink-soft")}>
                Create account
              </Link>
            </li>
            <li>
              <Link href="/get-help" className={cn(textLink, "text-ink-soft")}>
                Get help now
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
