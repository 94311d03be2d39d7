import type { I18n } from "@lingui/core";
import { APP_VERSION } from "./app-version";
import { catalogText } from "./catalog-text";

/** Where parents write for help. */
export const SUPPORT_EMAIL = "support@growly.app";

/*
 * Every text below is English and its own catalog id (marked `/*i18n*\/`, so `lingui extract` finds it): a screen shows
 * it with `helpText(i18n, text)` (or `i18n._(text)`), `i18n` from `useLingui()`. The product's name, the support
 * address, the trial's days and the price are written into the texts (a catalog id is one plain string);
 * help-content.test.ts checks they still match src/shared/product.ts. The version lines hold the app's version as
 * `{version}`, which helpText fills in.
 */

/** The placeholders a help text may hold. */
const HELP_VALUES = { version: APP_VERSION };

/** The version lines: catalog messages with the app's version as `{version}`. */
const VERSION_LINES = {
  version: /*i18n*/ { id: "Growly version {version}", comment: "Help page line; {version} is the app's version number, e.g. 1.4.0" },
  about: /*i18n*/ {
    id: "Growly version {version}. Questions or ideas: support@growly.app.",
    comment: "Last line of the About page; {version} is the app's version number, e.g. 1.4.0",
  },
};

/** A help text in `i18n`'s language, with the app's version filled in. */
export function helpText(i18n: I18n, text: string): string {
  if (text && i18n.locale && i18n.messages[text] !== undefined) return i18n._(text, HELP_VALUES);
  return catalogText(i18n, text).replace("{version}", APP_VERSION);
}

/** One block of a help page: an optional heading, then paragraphs, a bullet list and links, in that order. */
export interface HelpSection {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
  links?: Array<{ label: string; href: string }>;
}

export interface HelpTopic {
  /** The page lives at /help/{slug}. */
  slug: string;
  /** The entry's name in the Help and Support dialog and the page heading. */
  title: string;
  /** One line under the title, in the dialog and on the page. */
  summary: string;
  sections: HelpSection[];
}

const faq: HelpTopic = {
  slug: "faq",
  title: /*i18n*/ "FAQ",
  summary: /*i18n*/ "Quick answers about lessons, XP, streaks and your data.",
  sections: [
    {
      heading: /*i18n*/ "How long does a lesson take?",
      paragraphs: [
        /*i18n*/ "Most lessons take about five minutes. Each one walks through a real moment with a little monster, such as a tumble, a meltdown at dinner or a hard goodbye, and asks what you would say or do. Every answer gets kind feedback that explains why it helps or what might work better.",
      ],
    },
    {
      heading: /*i18n*/ "How do I earn XP?",
      paragraphs: [
        /*i18n*/ "You earn a lesson's XP the first time you complete it. You can replay any lesson as often as you like: a replay keeps your best score but does not add XP again. Stories give XP once too. XP adds up to your level: level 2 at 100 XP, level 3 at 250, level 4 at 450, and each level after that needs a little more.",
      ],
    },
    {
      heading: /*i18n*/ "How do streaks and the daily goal work?",
      paragraphs: [
        /*i18n*/ "Your streak counts the days in a row on which you completed at least one lesson, using your own time zone. If you miss a day, the streak starts again from 1 with your next lesson. The daily goal counts today's completed lessons against the number you chose; you can change it in Settings or on Edit Profile.",
      ],
    },
    {
      heading: /*i18n*/ "Why are some lessons locked?",
      paragraphs: [
        /*i18n*/ "Lessons build on each other. The first lesson of an open level is always available, and each following lesson opens when you complete the one before it. A new level opens once every lesson of the level before it is complete. If your free trial has ended, some lessons show an upgrade card instead; the free plan keeps the basic lessons open.",
      ],
    },
    {
      heading: /*i18n*/ "What is the Journal?",
      paragraphs: [
        /*i18n*/ "At the end of a lesson you can note how it felt and what you would like to try. Those reflections are saved in your Journal, where you can also write, edit and delete entries of your own. Only you can read your Journal.",
      ],
    },
    {
      heading: /*i18n*/ "What does Add Favourite do?",
      paragraphs: [
        /*i18n*/ "On Home, Add Favourite keeps the lesson you are working on in your Favourites list, so you can come back to it later. Press Remove Favourite to take it off the list again.",
      ],
    },
    {
      heading: /*i18n*/ "Who can see what I write?",
      paragraphs: [
        /*i18n*/ "Only you. Your journal, moods and progress are tied to your account and are never shown to other parents. Growly does not sell your data or share it with advertisers. The Privacy Policy lists exactly what is stored.",
      ],
    },
    {
      heading: /*i18n*/ "How do I delete my account?",
      paragraphs: [
        /*i18n*/ "Open Profile, choose Edit Profile, press Delete Account and then press the button again to confirm. Your account and everything that belongs to it are erased straight away, and every device you were signed in on is signed out.",
      ],
    },
  ],
};

const contact: HelpTopic = {
  slug: "contact-support",
  title: /*i18n*/ "Contact Support",
  summary: /*i18n*/ "Write to us when something isn't working or you have a question.",
  sections: [
    {
      paragraphs: [
        /*i18n*/ "Email support@growly.app. A person reads every message, and we aim to answer within two working days.",
        /*i18n*/ "To help us help you quickly, tell us which screen you were on, what you expected and what happened instead. A screenshot helps too. Please write from the email address you signed up with if your question is about your account.",
        /*i18n*/ "Never send us your password: we will never ask for it.",
      ],
      links: [{ label: /*i18n*/ "Email support@growly.app", href: `mailto:${SUPPORT_EMAIL}` }],
    },
    {
      heading: /*i18n*/ "If you are worried about your child",
      paragraphs: [
        /*i18n*/ "Growly support can help with the app, but not with medical or emotional emergencies. If you are worried about your child's health, development or safety, please speak to your doctor, health visitor or another qualified professional. In an emergency, call your local emergency number.",
      ],
    },
  ],
};

const userGuide: HelpTopic = {
  slug: "user-guide",
  title: /*i18n*/ "User Guide",
  summary: /*i18n*/ "Find your way around Growly in a few minutes.",
  sections: [
    {
      heading: /*i18n*/ "Home",
      paragraphs: [
        /*i18n*/ "Home greets you with your streak, XP, lessons completed and today's goal. Tell us how you are feeling with the mood row; it is kept as today's mood. Below, Your Learning Journey shows every lesson as a path: the one marked Up next is your next step.",
      ],
    },
    {
      heading: /*i18n*/ "Lessons",
      paragraphs: [
        /*i18n*/ "Open a lesson card to see its intro screen, then press Start Lesson. Lessons come in several forms: choices to pick, short slide stories, step-by-step practice and guided walk-throughs. Lessons, in the menu, lists every lesson grouped by level.",
      ],
    },
    {
      heading: /*i18n*/ "Stories",
      paragraphs: [/*i18n*/ "Stories are short scenes where your choices shape what happens next. They are a relaxed way to practise what the lessons teach."],
    },
    {
      heading: /*i18n*/ "Journal",
      paragraphs: [/*i18n*/ "Your reflections from lessons appear here, newest first. You can add your own entries at any time, and edit or delete any of them."],
    },
    {
      heading: /*i18n*/ "Profile and Settings",
      paragraphs: [
        /*i18n*/ "Profile shows your level, your badges (the day you earned each one, and how to earn the rest) and the skills you are strongest in, with suggested next lessons. Edit Profile changes your username, email, child's age and daily goal. Settings switches dark mode, text size and sound effects, and keeps your notification choices.",
      ],
    },
    {
      heading: /*i18n*/ "The menu",
      paragraphs: [/*i18n*/ "The menu button at the top left opens Home, Lessons, Journal and Profile, plus Settings and this Help and Support section."],
    },
  ],
};

const privacy: HelpTopic = {
  slug: "privacy-policy",
  title: /*i18n*/ "Privacy Policy",
  summary: /*i18n*/ "What we keep about you, why, and how to erase it.",
  sections: [
    {
      paragraphs: [
        /*i18n*/ "Growly keeps only what it needs to run your account and show your progress. We do not sell your data, we do not show ads, and we do not share your data with advertisers or data brokers.",
      ],
    },
    {
      heading: /*i18n*/ "What we store",
      items: [
        /*i18n*/ "Your account: username, email address and your password, stored only as a one-way hash that nobody can read back.",
        /*i18n*/ "What you told us when you started: the challenges and goals you chose, your preferred learning style, available time and family set-up.",
        /*i18n*/ "Your children: each child's birth month, which gives their age group, and a first name or nickname if you choose to give one. We never ask for a full date of birth, a school or a photo.",
        /*i18n*/ "Your family, if another adult joins it: each of you sees the other's username and the family's children. Your journal, reflections, moods and practice notes are never shown to them, and your lesson answers only while every adult of the family has said yes.",
        /*i18n*/ "Your progress: which lessons and stories you completed, when, your scores and the choices you made in stories, plus your XP, level, streak, achievements and daily goal.",
        /*i18n*/ "Your moods: the mood you pick on Home, one per day.",
        /*i18n*/ "Your Journal: the reflections and entries you write.",
        /*i18n*/ "Your favourite lessons and your settings (dark mode, text size, sound effects, listening, language, notification choices and the country for Get help now).",
        /*i18n*/ "Your time zone, so that days and streaks follow your own calendar.",
        /*i18n*/ "Your plan: free or premium, its status and end date. We never store card numbers.",
      ],
    },
    {
      heading: /*i18n*/ "Cookies and your browser",
      paragraphs: [
        /*i18n*/ "One cookie keeps you signed in. It lasts up to 30 days and is removed when you log out. Two small cookies help the pages: the language you chose before signing in, and, for ten minutes, a note that this device was signed out from another one, so the sign-in page can say why. Your browser also remembers your display choices (dark mode, text size, sound) and the country for Get help now, so pages look right while they load; the display choices are cleared when you log out. There are no advertising or tracking cookies.",
      ],
    },
    {
      heading: /*i18n*/ "Security records",
      paragraphs: [
        /*i18n*/ "To stop password guessing, we count failed logins per account and per network address for 15 minutes, and sign-ups per address for an hour; these counts are deleted when their time runs out. Our server logs record which kind of request was made and whether it worked, never your email, password or anything you write.",
      ],
    },
    {
      heading: /*i18n*/ "Who can see it",
      paragraphs: [
        /*i18n*/ "Only you can see your progress, moods, journal and favourites in the app. The people who run the service look at stored data only when that is needed to keep it working or when the law requires it.",
      ],
    },
    {
      heading: /*i18n*/ "Erasing your data",
      paragraphs: [
        /*i18n*/ "You can delete your account at any time from Profile, Edit Profile, Delete Account. This erases your account and everything listed above straight away and signs out all your devices. Backup copies of the database may hold your data until they are replaced.",
        /*i18n*/ "If you joined the waitlist before creating an account, that email is kept separately; write to support@growly.app and we will remove it.",
      ],
    },
    {
      heading: /*i18n*/ "Questions",
      paragraphs: [/*i18n*/ "Write to support@growly.app with any question about your data."],
    },
  ],
};

const appVersion: HelpTopic = {
  slug: "app-version-and-info",
  title: /*i18n*/ "App Version and Info",
  summary: /*i18n*/ "Which version of Growly you are using.",
  sections: [
    {
      paragraphs: [
        VERSION_LINES.version.id,
        /*i18n*/ "Growly is a web app for parents: short, kind lessons about everyday moments with young children. It runs in any up-to-date browser on a phone, tablet or computer, with nothing to install.",
        /*i18n*/ "When you write to support, mentioning the version number helps us find the cause faster: support@growly.app.",
      ],
    },
  ],
};

const terms: HelpTopic = {
  slug: "terms-of-service",
  title: /*i18n*/ "Terms of Service",
  summary: /*i18n*/ "The agreement between you and Growly, in plain words.",
  sections: [
    {
      heading: /*i18n*/ "What we offer",
      paragraphs: [
        /*i18n*/ "Growly offers general parenting education. It is not medical, psychological or legal advice, and it does not replace a professional who knows your family. If you are worried about your child, please talk to a qualified professional.",
      ],
    },
    {
      heading: /*i18n*/ "Your account",
      paragraphs: [
        /*i18n*/ "You need to be an adult to create an account. Keep your password to yourself, and tell us if you think someone else has used your account. Your account is for you; please don't share it.",
      ],
    },
    {
      heading: /*i18n*/ "Plans",
      paragraphs: [
        /*i18n*/ "Every new account gets 14 days of full access. After that, the free plan keeps the basic lessons open and Premium, at $4.99 per month, opens all of them. You can pause or cancel a plan on the Subscription screen. While card payments are not available, plan changes there are marked as test mode and no money is taken.",
      ],
    },
    {
      heading: /*i18n*/ "Fair use",
      paragraphs: [
        /*i18n*/ "Please use the app for your own learning. Don't try to break it, overload it, read other people's data or copy the lessons to publish elsewhere.",
      ],
    },
    {
      heading: /*i18n*/ "What you write",
      paragraphs: [
        /*i18n*/ "Your journal entries and reflections belong to you. We store them only to show them back to you, and they are erased when you delete your account.",
      ],
    },
    {
      heading: /*i18n*/ "Changes and ending",
      paragraphs: [
        /*i18n*/ "We improve the app over time and may update these terms; the current version is always on this page. You can stop at any time by deleting your account in Edit Profile.",
        /*i18n*/ "Questions about these terms: support@growly.app.",
      ],
    },
  ],
};

const credits: HelpTopic = {
  slug: "credits",
  title: /*i18n*/ "Credits",
  summary: /*i18n*/ "The people, ideas and tools behind Growly.",
  sections: [
    {
      heading: /*i18n*/ "Characters and lessons",
      paragraphs: [
        /*i18n*/ "Pip, Zo, Growler and their friends were drawn for Growly. The lessons and stories were written for Growly, drawing on well-established parenting practice: emotion coaching and validation, offering limited choices, setting limits with empathy, predictable routines, and repair after conflict.",
      ],
    },
    {
      heading: /*i18n*/ "Open-source software",
      paragraphs: [/*i18n*/ "Growly is built on open-source software. Our thanks to the people who make:"],
      items: [
        /*i18n*/ "React, Vite and Tailwind CSS, for the screens you see",
        /*i18n*/ "TanStack Query, wouter, Radix UI and Sonner, for data, navigation, dialogs and messages",
        /*i18n*/ "Fastify, Drizzle ORM, PostgreSQL and PGlite, for the server and database",
        /*i18n*/ "Zod, which checks every form and every lesson",
      ],
    },
  ],
};

const troubleshooting: HelpTopic = {
  slug: "troubleshooting-tips",
  title: /*i18n*/ "Troubleshooting Tips",
  summary: /*i18n*/ "Small fixes for the most common hiccups.",
  sections: [
    {
      heading: /*i18n*/ "A screen won't load or looks stuck",
      paragraphs: [
        /*i18n*/ "Reload the page. If a message says the service is briefly unavailable, wait a minute and try again. Check that your phone or computer is online; lessons need a connection to save your progress.",
      ],
    },
    {
      heading: /*i18n*/ "I can't log in",
      paragraphs: [
        /*i18n*/ "Check the email address for typing mistakes and that Caps Lock is off. After 10 failed attempts, logins to that account pause for 15 minutes to keep it safe; wait, then try again. If you still can't get in, write to support from the email address you signed up with.",
      ],
    },
    {
      heading: /*i18n*/ "A lesson is locked",
      paragraphs: [/*i18n*/ "Complete the lesson before it in the same level, or finish the level before. Lessons open one after another."],
    },
    {
      heading: /*i18n*/ "I replayed a lesson but my XP didn't change",
      paragraphs: [/*i18n*/ "That's expected: XP is earned the first time you complete a lesson. A replay still keeps your best score."],
    },
    {
      heading: /*i18n*/ "My streak went back to 1",
      paragraphs: [
        /*i18n*/ "A streak counts days in a row with at least one completed lesson in your own time zone. A day without a lesson starts it again. Setting a daily goal you can reach on busy days helps keep it going.",
      ],
    },
    {
      heading: /*i18n*/ "Text is too small or the screen too bright",
      paragraphs: [/*i18n*/ "Open Settings from the menu to choose a larger text size or turn on dark mode. Your choices follow you to every device you sign in on."],
    },
    {
      heading: /*i18n*/ "Still stuck?",
      paragraphs: [/*i18n*/ "Write to support@growly.app and tell us what happened; we're glad to help."],
    },
  ],
};

const about: HelpTopic = {
  slug: "about",
  title: /*i18n*/ "About Growly",
  summary: /*i18n*/ "Why we made it and who it's for.",
  sections: [
    {
      paragraphs: [
        /*i18n*/ "Growly helps parents handle the everyday moments of life with young children, one short lesson at a time. Little monsters stand in for real children, so you can look at a hard moment, such as tears, tantrums, goodbyes or bedtime battles, from one calm step away.",
        /*i18n*/ "Every lesson asks what you would say or do, then explains what each choice teaches a child. The ideas come from well-established practice: naming and validating feelings, offering limited choices, holding limits with kindness, keeping routines predictable, and repairing after a hard moment.",
        /*i18n*/ "Nobody gets it right every time, and Growly never scolds. Five minutes a day is enough to build a calmer habit.",
        VERSION_LINES.about.id,
      ],
    },
  ],
};

/** docs/screens.md#help-and-support: the dialog's entries, in order. */
export const HELP_MENU: readonly HelpTopic[] = [faq, contact, userGuide, privacy, appVersion, terms, credits, troubleshooting];

/** Every help page, including the ones reached from the Home footer only. */
export const HELP_TOPICS: readonly HelpTopic[] = [...HELP_MENU, about];

export function helpTopicBySlug(slug: string | undefined): HelpTopic | undefined {
  return HELP_TOPICS.find((topic) => topic.slug === slug);
}

export function helpPath(topic: Pick<HelpTopic, "slug">): string {
  return `/help/${topic.slug}`;
}
