/**
 * Who to call when it is hard, per country: the one list the Get help now page reads. Every number was checked
 * against the public page named in `source` on the date in `checked`. Numbers and hours change: check them again
 * before relying on them, show opening hours only where the source gives them, and leave a service out rather
 * than guess. In every country the emergency number comes first.
 */

export { HELPLINE_COUNTRIES, countryFromLanguages, isHelplineCountry, type HelplineCountry } from "./help-countries";
import type { HelplineCountry } from "./help-countries";

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
  /** Who it is for (a catalog id: shown with `i18n._(forWhat)`; country names, "Emergency" and hours too). */
  forWhat: string;
  /** Opening hours, only where the source gives them. */
  hours?: string;
  /** The public page the number was checked on, or NATIONAL_EMERGENCY_NUMBER. */
  source: string;
  /** The day it was checked (YYYY-MM-DD). */
  checked: string;
}

const CHECKED = "2026-11-23";
const CHECKED_EUROPE_AND_MEXICO = "2026-11-26";
/** The name of every country's emergency number. */
const EMERGENCY = /*i18n*/ { id: "Emergency", comment: "Name of a country's emergency number (911, 112…)" }.id;

export const HELPLINES: readonly Helpline[] = [
  {
    country: "US",
    emergency: true,
    name: EMERGENCY,
    number: "911",
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED,
  },
  {
    country: "US",
    emergency: false,
    name: "988 Suicide & Crisis Lifeline",
    number: "988",
    contact: "call or text",
    forWhat: /*i18n*/ "If you feel unable to cope, are thinking about suicide or are in crisis.",
    source: "https://globalnews.ca/news/9852199/canada-988-mental-health-crisis-hotline/",
    checked: CHECKED,
  },
  {
    country: "US",
    emergency: false,
    name: "Childhelp National Child Abuse Hotline",
    number: "1-800-422-4453",
    contact: "call or text",
    forWhat: /*i18n*/ "If you are worried you might harm a child, or worried about a child's safety.",
    hours: /*i18n*/ "24/7",
    source: "https://childhelphotline.org/how-it-works",
    checked: CHECKED,
  },
  {
    country: "US",
    emergency: false,
    name: "National Parent & Youth Helpline (Parents Anonymous)",
    number: "1-855-427-2736",
    contact: "call or text",
    forWhat: /*i18n*/ "Emotional support for parents under stress.",
    source: "https://parentsanonymous.org/helpline-for-parents-to-get-lifeline-in-governors-new-budget/",
    checked: CHECKED,
  },
  {
    country: "GB",
    emergency: true,
    name: EMERGENCY,
    number: "999",
    contact: "call",
    forWhat: /*i18n*/ "A child in danger now.",
    source: "https://www.nspcc.org.uk/what-you-can-do/report-abuse/",
    checked: CHECKED,
  },
  {
    country: "GB",
    emergency: false,
    name: "NSPCC Helpline",
    number: "0808 800 5000",
    contact: "call",
    forWhat: /*i18n*/ "Free advice for parents and carers worried about a child.",
    hours: /*i18n*/ "Monday to Friday 8am–10pm, weekends 9am–6pm",
    source: "https://www.nspcc.org.uk/what-you-can-do/report-abuse/",
    checked: CHECKED,
  },
  {
    country: "GB",
    emergency: false,
    name: "Samaritans",
    number: "116 123",
    contact: "call",
    forWhat: /*i18n*/ "Free, for anyone struggling to cope.",
    hours: /*i18n*/ "24/7",
    source: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
    checked: CHECKED,
  },
  {
    country: "IE",
    emergency: true,
    name: EMERGENCY,
    number: "112",
    alsoNumbers: ["999"],
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED,
  },
  {
    country: "IE",
    emergency: false,
    name: "Samaritans",
    number: "116 123",
    contact: "call",
    forWhat: /*i18n*/ "Free, for anyone struggling to cope.",
    hours: /*i18n*/ "24/7",
    source:
      "https://www.samaritans.org/news/samaritans-in-northern-ireland-answer-one-million-calls-during-10-years-of-freephone",
    checked: CHECKED,
  },
  {
    country: "CA",
    emergency: true,
    name: EMERGENCY,
    number: "911",
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED,
  },
  {
    country: "CA",
    emergency: false,
    name: "9-8-8 Suicide Crisis Helpline",
    number: "988",
    contact: "call or text",
    forWhat: /*i18n*/ "If you feel unable to cope, are thinking about suicide or are in crisis. In English and French.",
    hours: /*i18n*/ "24/7",
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
    forWhat: /*i18n*/ "If you are worried about a child's safety.",
    source: "https://thehopeline.com/reportabuse",
    checked: CHECKED,
  },
  {
    country: "AU",
    emergency: true,
    name: EMERGENCY,
    number: "000",
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED,
  },
  {
    country: "AU",
    emergency: false,
    name: "Lifeline",
    number: "13 11 14",
    contact: "call",
    forWhat: /*i18n*/ "For anyone in crisis or overwhelmed.",
    hours: /*i18n*/ "24/7",
    source: "https://en.wikipedia.org/wiki/Lifeline_(crisis_support_service)",
    checked: CHECKED,
  },
  {
    country: "AU",
    emergency: false,
    name: "PANDA National Perinatal Mental Health Helpline",
    number: "1300 726 306",
    contact: "call",
    forWhat: /*i18n*/ "For pregnancy and the first year of parenthood.",
    hours: /*i18n*/ "Monday to Friday 9am–7:30pm, Saturday 9am–4pm AEST",
    source: "https://panda.org.au/about",
    checked: CHECKED,
  },
  {
    country: "AU",
    emergency: false,
    name: "Pregnancy, Birth and Baby",
    number: "1800 882 436",
    contact: "call",
    forWhat: /*i18n*/ "For parents of babies and young children.",
    source: "https://www.tfaforms.com/4623984",
    checked: CHECKED,
  },
  {
    country: "NZ",
    emergency: true,
    name: EMERGENCY,
    number: "111",
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: "https://www.aectpnz.org/News/Help-in-Medical-Emergencies-for-Hearing-or-Speech-Impaired/",
    checked: CHECKED,
  },
  {
    country: "NZ",
    emergency: false,
    name: "Need to talk?",
    number: "1737",
    contact: "call or text",
    forWhat: /*i18n*/ "Free, for anyone feeling stressed, down or overwhelmed.",
    hours: /*i18n*/ "24/7",
    source: "https://www.pegasus.health.nz/?p=6300",
    checked: CHECKED,
  },
  {
    country: "NZ",
    emergency: false,
    name: "PlunketLine",
    number: "0800 933 922",
    contact: "call",
    forWhat: /*i18n*/ "Free, for parents and carers of children under five, including your own mental health.",
    hours: /*i18n*/ "24/7",
    source:
      "https://www.scoop.co.nz/stories/GE2404/S00027/30-years-of-plunketline-supporting-parents-and-caregivers-across-the-country-247.htm",
    checked: CHECKED,
  },
  {
    country: "ES",
    emergency: true,
    name: EMERGENCY,
    number: "112",
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "ES",
    emergency: false,
    name: "Línea 024 (atención a la conducta suicida)",
    number: "024",
    contact: "call",
    forWhat: /*i18n*/ "Free and confidential, if you feel unable to cope, are thinking about suicide or are worried about someone.",
    hours: /*i18n*/ "24/7",
    source: "https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "ES",
    emergency: false,
    name: "Teléfono ANAR del Adulto y la Familia",
    number: "600 50 51 52",
    contact: "call",
    forWhat: /*i18n*/ "Free, for adults who need guidance about a child.",
    source:
      "https://defensornavarra.es/es/noticias/la-fundacion-anar-se-entrevisto-con-el-defensor-del-pueblo-de-navarra-y-le-entrego-su-informe-anual-referido-a-navarra",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "MX",
    emergency: true,
    name: EMERGENCY,
    number: "911",
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: "https://www.elmanana.com/noticias/nacional/instituciones-de-salud-mental-en-mexico-servicios-gratuitos/6020415",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "MX",
    emergency: false,
    name: "Línea de la Vida (CONASAMA)",
    number: "800 911 2000",
    contact: "call",
    forWhat: /*i18n*/ "Free, for an emotional crisis, anxiety, depression or thoughts of suicide, your own or a family member's.",
    hours: /*i18n*/ "24/7",
    source:
      "https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "FR",
    emergency: true,
    name: EMERGENCY,
    number: "112",
    // 15 is the SAMU, France's medical emergency number.
    alsoNumbers: ["15"],
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "FR",
    emergency: false,
    name: "119 Allô Enfance en Danger",
    number: "119",
    contact: "call",
    forWhat: /*i18n*/ "Free, if you are worried about a child's safety.",
    hours: /*i18n*/ "24/7",
    source: "https://ash.tm.fr/hebdo/2926/cote-terrain/en-bref-la-fondation-pour-lenfance-407395.php",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "FR",
    emergency: false,
    name: "3114, numéro national de prévention du suicide",
    number: "3114",
    contact: "call",
    forWhat: /*i18n*/ "Free, if you are thinking about suicide or someone close to you is in distress.",
    hours: /*i18n*/ "24/7",
    source: "https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "FR",
    emergency: false,
    name: "Allô Parents Bébé (Enfance et Partage)",
    number: "0 800 00 34 56",
    contact: "call",
    forWhat: /*i18n*/ "Free, for parents from pregnancy to the child's third birthday: crying, sleep, exhaustion, baby blues.",
    // The source gives no opening hours: none are shown.
    source: "http://www.journaldesfemmes.com/maman/bebe/1428348-cabane-partagee-enfance-et-partage-allo-parents-bebe/",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "DE",
    emergency: true,
    name: EMERGENCY,
    number: "112",
    // 110 is the police.
    alsoNumbers: ["110"],
    contact: "call",
    forWhat: /*i18n*/ "A child or anyone in danger now.",
    source: NATIONAL_EMERGENCY_NUMBER,
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "DE",
    emergency: false,
    name: "Elterntelefon der Nummer gegen Kummer",
    number: "0800 111 0 550",
    contact: "call",
    forWhat: /*i18n*/ "Free and anonymous, for parents and carers worried about their child or about their own behaviour.",
    source: "https://www.kinderschutzbund-schaumburg.de/jubilaeum-20-jahre-elterntelefon-der-nummer-gegen-kummer/",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
  {
    country: "DE",
    emergency: false,
    name: "TelefonSeelsorge",
    number: "0800 111 0 111",
    alsoNumbers: ["0800 111 0 222"],
    contact: "call",
    forWhat: /*i18n*/ "Free and anonymous, for anyone in crisis or unable to cope.",
    hours: /*i18n*/ "24/7",
    source: "https://www.domradio.de/glossar/telefonseelsorge-0",
    checked: CHECKED_EUROPE_AND_MEXICO,
  },
];

const CHECKED_YOUNG_PEOPLE = "2026-12-01";

/**
 * Young people's own lines, for the help page's topic on a child who may be hurting themselves or seems low: a parent
 * can give the child their own number. Shown beside the parent's lines, never instead of the emergency number; a
 * country whose youth line has not been checked has none here (Ireland, New Zealand, Mexico).
 */
export const YOUNG_PEOPLES_LINES: readonly Helpline[] = [
  {
    country: "US",
    emergency: false,
    name: "988 Suicide & Crisis Lifeline",
    number: "988",
    contact: "call or text",
    forWhat: /*i18n*/ "For anyone, young people too, who is struggling or thinking about suicide.",
    source: "https://globalnews.ca/news/9852199/canada-988-mental-health-crisis-hotline/",
    checked: CHECKED_YOUNG_PEOPLE,
  },
  {
    country: "GB",
    emergency: false,
    name: "Childline",
    number: "0800 1111",
    contact: "call",
    forWhat: /*i18n*/ "Free, for children and young people up to 19. Online chat too.",
    hours: /*i18n*/ "24/7",
    source: "https://learning.nspcc.org.uk/services/childline",
    checked: CHECKED_YOUNG_PEOPLE,
  },
  {
    country: "CA",
    emergency: false,
    name: "Kids Help Phone",
    number: "1-800-668-6868",
    contact: "call",
    forWhat: /*i18n*/ "Free, for young people, in English and French. They can also text CONNECT to 686868.",
    hours: /*i18n*/ "24/7",
    source: "https://kidshelpphone.ca/get-involved/about-us/who-is-kids-help-phone/",
    checked: CHECKED_YOUNG_PEOPLE,
  },
  {
    country: "AU",
    emergency: false,
    name: "Kids Helpline",
    number: "1800 55 1800",
    contact: "call",
    forWhat: /*i18n*/ "Free, for young people aged 5 to 25. Web chat too.",
    hours: /*i18n*/ "24/7",
    source: "https://en.wikipedia.org/wiki/Kids_Helpline",
    checked: CHECKED_YOUNG_PEOPLE,
  },
  {
    country: "ES",
    emergency: false,
    name: "Teléfono ANAR de Ayuda a Niños y Adolescentes",
    number: "900 20 20 10",
    contact: "call",
    forWhat: /*i18n*/ "Free and confidential, for children and teenagers.",
    hours: /*i18n*/ "24/7",
    source: "https://www.adeces.org/anar-el-esfuerzo-por-proteger-los-derechos-de-nins-y-adolescentes/",
    checked: CHECKED_YOUNG_PEOPLE,
  },
  {
    country: "FR",
    emergency: false,
    name: "Fil Santé Jeunes",
    number: "0 800 235 236",
    contact: "call",
    forWhat: /*i18n*/ "Free and anonymous, for young people aged 12 to 25.",
    hours: /*i18n*/ "Every day, 9am–11pm",
    source: "https://www.verslehaut.org/publications/allo-allo-jai-besoin-daide",
    checked: CHECKED_YOUNG_PEOPLE,
  },
  {
    country: "DE",
    emergency: false,
    name: "Nummer gegen Kummer — Kinder- und Jugendtelefon",
    number: "116 111",
    contact: "call",
    forWhat: /*i18n*/ "Free and anonymous, for children and young people.",
    hours: /*i18n*/ "Monday to Saturday 2pm–8pm",
    source: "https://www.bmfsfj.de/bmfsfj/mediathek/anrufen-mailen-chatten-gegen-sorgen-154556",
    checked: CHECKED_YOUNG_PEOPLE,
  },
];

export function youngPeoplesLinesFor(country: HelplineCountry): Helpline[] {
  return YOUNG_PEOPLES_LINES.filter((line) => line.country === country);
}

/** The tel: link of a written number: digits only, so phones dial it as written. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^0-9+]/g, "")}`;
}

export function helplinesFor(country: HelplineCountry): Helpline[] {
  return HELPLINES.filter((line) => line.country === country);
}
