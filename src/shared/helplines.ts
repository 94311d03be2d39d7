/**
 * Who to call when it is hard, per country: the one list the Get help now page reads. Every number was checked
 * against the public page named in `source` on the date in `checked`. Numbers and hours change: check them again
 * before relying on them, show opening hours only where the source gives them, and leave a service out rather
 * than guess. In every country the emergency number comes first.
 */

/** `babyBed`: the word parents there use for a baby's bed, in the page's safe-sleep advice. */
export const HELPLINE_COUNTRIES = [
  { code: "US", name: "United States", babyBed: "crib" },
  { code: "GB", name: "United Kingdom", babyBed: "cot" },
  { code: "IE", name: "Ireland", babyBed: "cot" },
  { code: "CA", name: "Canada", babyBed: "crib" },
  { code: "AU", name: "Australia", babyBed: "cot" },
  { code: "NZ", name: "New Zealand", babyBed: "cot" },
] as const;
export type HelplineCountry = (typeof HELPLINE_COUNTRIES)[number]["code"];

/** What a source says when the number is the country's national emergency number, which every public service lists. */
export const NATIONAL_EMERGENCY_NUMBER = "national emergency number";

export interface Helpline {
  country: HelplineCountry;
  /** True for the emergency number: call it when a child or anyone is in danger now. */
  emergency: boolean;
  name: string;
  /** The number as people write it in that country. */
  number: string;
  /** Other numbers that reach the same service, as written (Ireland's 112 and 999). */
  alsoNumbers?: string[];
  /** How to reach it, in the source's words: "call", "call or text". */
  contact: "call" | "call or text";
  /** Who it is for. */
  forWhat: string;
  /** Opening hours, only where the source gives them. */
  hours?: string;
  /** The public page the number was checked on, or NATIONAL_EMERGENCY_NUMBER. */
  source: string;
  /** The day it was checked (YYYY-MM-DD). */
  checked: string;
}

const CHECKED = "2026-11-23";

export const HELPLINES: readonly Helpline[] = [
  {
    country: "US",
    emergency: true,
    name: "Emergency",
    number: "911",
    contact: "call",
    forWhat: "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED,
  },
  {
    country: "US",
    emergency: false,
    name: "988 Suicide & Crisis Lifeline",
    number: "988",
    contact: "call or text",
    forWhat: "If you feel unable to cope, are thinking about suicide or are in crisis.",
    source: "https://globalnews.ca/news/9852199/canada-988-mental-health-crisis-hotline/",
    checked: CHECKED,
  },
  {
    country: "US",
    emergency: false,
    name: "Childhelp National Child Abuse Hotline",
    number: "1-800-422-4453",
    contact: "call or text",
    forWhat: "If you are worried you might harm a child, or worried about a child's safety.",
    hours: "24/7",
    source: "https://childhelphotline.org/how-it-works",
    checked: CHECKED,
  },
  {
    country: "US",
    emergency: false,
    name: "National Parent & Youth Helpline (Parents Anonymous)",
    number: "1-855-427-2736",
    contact: "call or text",
    forWhat: "Emotional support for parents under stress.",
    source: "https://parentsanonymous.org/helpline-for-parents-to-get-lifeline-in-governors-new-budget/",
    checked: CHECKED,
  },
  {
    country: "GB",
    emergency: true,
    name: "Emergency",
    number: "999",
    contact: "call",
    forWhat: "A child in danger now.",
    source: "https://www.nspcc.org.uk/what-you-can-do/report-abuse/",
    checked: CHECKED,
  },
  {
    country: "GB",
    emergency: false,
    name: "NSPCC Helpline",
    number: "0808 800 5000",
    contact: "call",
    forWhat: "Free advice for parents and carers worried about a child.",
    hours: "Monday to Friday 8am–10pm, weekends 9am–6pm",
    source: "https://www.nspcc.org.uk/what-you-can-do/report-abuse/",
    checked: CHECKED,
  },
  {
    country: "GB",
    emergency: false,
    name: "Samaritans",
    number: "116 123",
    contact: "call",
    forWhat: "Free, for anyone struggling to cope.",
    hours: "24/7",
    source: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
    checked: CHECKED,
  },
  {
    country: "IE",
    emergency: true,
    name: "Emergency",
    number: "112",
    alsoNumbers: ["999"],
    contact: "call",
    forWhat: "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED,
  },
  {
    country: "IE",
    emergency: false,
    name: "Samaritans",
    number: "116 123",
    contact: "call",
    forWhat: "Free, for anyone struggling to cope.",
    hours: "24/7",
    source:
      "https://www.samaritans.org/news/samaritans-in-northern-ireland-answer-one-million-calls-during-10-years-of-freephone",
    checked: CHECKED,
  },
  {
    country: "CA",
    emergency: true,
    name: "Emergency",
    number: "911",
    contact: "call",
    forWhat: "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED,
  },
  {
    country: "CA",
    emergency: false,
    name: "9-8-8 Suicide Crisis Helpline",
    number: "988",
    contact: "call or text",
    forWhat: "If you feel unable to cope, are thinking about suicide or are in crisis. In English and French.",
    hours: "24/7",
    source:
      "https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html",
    checked: CHECKED,
  },
  {
    country: "CA",
    emergency: false,
    name: "Childhelp National Child Abuse Hotline",
    number: "1-800-422-4453",
    contact: "call",
    forWhat: "If you are worried about a child's safety.",
    source: "https://thehopeline.com/reportabuse",
    checked: CHECKED,
  },
  {
    country: "AU",
    emergency: true,
    name: "Emergency",
    number: "000",
    contact: "call",
    forWhat: "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED,
  },
  {
    country: "AU",
    emergency: false,
    name: "Lifeline",
    number: "13 11 14",
    contact: "call",
    forWhat: "For anyone in crisis or overwhelmed.",
    hours: "24/7",
    source: "https://en.wikipedia.org/wiki/Lifeline_(crisis_support_service)",
    checked: CHECKED,
  },
  {
    country: "AU",
    emergency: false,
    name: "PANDA National Perinatal Mental Health Helpline",
    number: "1300 726 306",
    contact: "call",
    forWhat: "For pregnancy and the first year of parenthood.",
    hours: "Monday to Friday 9am–7:30pm, Saturday 9am–4pm AEST",
    source: "https://panda.org.au/about",
    checked: CHECKED,
  },
  {
    country: "AU",
    emergency: false,
    name: "Pregnancy, Birth and Baby",
    number: "1800 882 436",
    contact: "call",
    forWhat: "For parents of babies and young children.",
    source: "https://www.tfaforms.com/4623984",
    checked: CHECKED,
  },
  {
    country: "NZ",
    emergency: true,
    name: "Emergency",
    number: "111",
    contact: "call",
    forWhat: "A child or anyone in danger now.",
    source: "https://www.aectpnz.org/News/Help-in-Medical-Emergencies-for-Hearing-or-Speech-Impaired/",
    checked: CHECKED,
  },
  {
    country: "NZ",
    emergency: false,
    name: "Need to talk?",
    number: "1737",
    contact: "call or text",
    forWhat: "Free, for anyone feeling stressed, down or overwhelmed.",
    hours: "24/7",
    source: "https://www.pegasus.health.nz/?p=6300",
    checked: CHECKED,
  },
  {
    country: "NZ",
    emergency: false,
    name: "PlunketLine",
    number: "0800 933 922",
    contact: "call",
    forWhat: "Free, for parents and carers of children under five, including your own mental health.",
    hours: "24/7",
    source:
      "https://www.scoop.co.nz/stories/GE2404/S00027/30-years-of-plunketline-supporting-parents-and-caregivers-across-the-country-247.htm",
    checked: CHECKED,
  },
];

/** The tel: link of a written number: digits only, so phones dial it as written. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^0-9+]/g, "")}`;
}

export function helplinesFor(country: HelplineCountry): Helpline[] {
  return HELPLINES.filter((line) => line.country === country);
}

export function isHelplineCountry(code: string): code is HelplineCountry {
  return HELPLINE_COUNTRIES.some((country) => country.code === code);
}

/**
 * The country to show first, from the browser's languages ("en-GB" → GB); the first language with a region we
 * have helplines for wins. Null when none does: the page then asks the parent to choose.
 */
export function countryFromLanguages(languages: readonly string[]): HelplineCountry | null {
  for (const language of languages) {
    let region: string | undefined;
    try {
      // Only the region the browser names counts: "en" alone says nothing about where the parent is.
      region = new Intl.Locale(language).region;
    } catch {
      continue;
    }
    if (region && isHelplineCountry(region)) return region;
  }
  return null;
}
