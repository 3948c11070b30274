/**
 * The glossary (docs/glossary.md) as data: per language, the term we use and the variants we do not.
 * The locale test, the e2e copy test and the back office's content rules read it from here;
 * glossary.test.ts keeps it equal to the document, which stays the place to read and change it.
 */
import type { Lang } from "../config/route-table";

export interface GlossaryRow {
  /** The term to use (the document's first column). */
  use: string;
  /** Forbidden variants; each matches at the start of a word, whatever follows. */
  not: string[];
  /** Match case ("(Aa)" in the document); otherwise case is ignored. */
  matchCase?: true;
  /** Texts in which the variants may stand (a label the spec fixes). */
  allowedIn?: string[];
}

export const glossary: Record<Lang, GlossaryRow[]> = {
  de: [
    { use: "E-Mail", not: ["Email", "eMail"], matchCase: true },
    {
      use: "Erstgespräch (kostenlos); SAP-Erstgespräch, wo die Spezifikation den Namen festlegt",
      not: ["erstes Gespräch", "ersten Gespräch"],
    },
    {
      use: "Notwendig (Cookie-Kategorie), Notwendige Cookies; dann Funktional, Analyse, Marketing",
      not: ["Essenziell", "technisch notwendig"],
    },
    { use: "Change-Management", not: ["Change Management"], matchCase: true },
    { use: "KI & Automatisierung", not: ["KI & Automation"], allowedIn: ["SAP + KI & Automation"] },
    {
      use: "Managed Application Services (AMS); die Angebote: SAP Application Management, Odoo Application Management",
      not: ["Application Management Services", "Application Management (AMS)"],
      allowedIn: ["SAP Application Management (AMS)"],
    },
    {
      use: "Teams, die nur in Deutschland arbeiten (womit „bis zu 40 % geringere Kosten“ verglichen wird); wo die Umsetzungsteams arbeiten, sagt ein Text (common.ts `deliveryTeams`): Polen und Tschechien, MEZ/MESZ, Arbeitssprache Englisch, Daten bleiben in der EU",
      not: ["rein deutsch", "geringere Betriebskosten", "internationale Lieferfähigkeit", "Projektsprache"],
    },
    { use: "zzgl. USt. (hinter jedem Preis, auch in Dialogen: Preise sind netto)", not: ["MwSt", "inkl. USt"] },
    {
      use: "innerhalb eines Arbeitstags (allgemeines Formular, Migrationsformular); innerhalb von 24 Stunden (SAP-Formular). Arbeitstage: Montag bis Freitag außer an bundesweiten gesetzlichen Feiertagen („Werktag“ schlösse den Samstag ein)",
      not: ["zeitnah", "in Kürze", "Werktag"],
    },
    {
      use: "24/7-Support im Servicepaket Max (Lite: Mo.–Fr. 8–18 Uhr, Core: Mo.–Fr. 7–20 Uhr); Uhrzeiten in deutscher Zeit (MEZ/MESZ), im Paketdialog erklärt",
      not: ["rund um die Uhr", "Paket Max"],
    },
    {
      use: "monatliches Mindestkontingent an Stunden (SAP-Servicepakete; die Spalte „Mindeststunden“ der Spezifikation); Stunden darüber zum Satz `amsExtraHourEur`",
      not: ["festem Stundenkontingent", "festes Stundenkontingent"],
    },
    {
      use: "Umsetzung durch SAP-Partner; Module, die sich kombinieren lassen",
      not: ["SAP-Partner-Umsetzung", "nahtlos"],
    },
    {
      use: "Steuerkanzlei (wer mit dem DATEV-Export arbeitet); separates Qualitätssicherungssystem (Tests vor dem Produktivsystem)",
      not: ["Ihre Steuerberatung", "Qualitätssystem"],
    },
    { use: "realistisch geplant bis zum Go-live (kein Versprechen eines Termins)", not: ["termingerecht"] },
    { use: "Prozentpunkte (Veränderung einer Marge)", not: ["Margenverbesserung"] },
    { use: "Key User", not: ["Schlüsselanwender"] },
    {
      use: "+2,8× (Multiple-Expansion: Exit- minus Einstiegs-Multiple EV/EBITDA, in Multiplikatorpunkten, daher mit Vorzeichen; Basiszeile unter den Kacheln)",
      not: ["2,8x", "Wirkung auf das EBITDA-Multiple"],
    },
    {
      use: "vorrangig, im Rahmen der Hypercare (Auffälligkeiten nach dem Go-live; keine Zusage, jede sofort zu beheben)",
      not: ["umgehend"],
    },
    {
      use: "Mitglieder unseres Teams …, auch in früheren Positionen (die eine Basis jeder Erfahrungszahl: Track Record, Exit-Werttreiber, Post-Deal-Ergebnisse, FAQ)",
      not: ["die wir begleitet haben", "mit uns typischerweise"],
    },
    { use: "Red-Flag-Report (das Ergebnis der verkürzten Due Diligence)", not: ["Red-Flag-Review", "Red-Flag-Liste"] },
    {
      use: "das Code-Audit (Duden: das Audit; „nach dem Code-Audit“, „das kostenlose Code-Audit“)",
      not: [
        "der Code-Audit",
        "den Code-Audit",
        "der Audit",
        "den Audit",
        "kostenloser Code-Audit",
        "den kostenlosen Code-Audit",
        "Kostenlosen Code-Audit anfragen",
      ],
    },
    { use: "eintägiger Business-Workshop (Odoo)", not: ["Prozess-Workshop"] },
    {
      use: "Senior-Berater mit Big-4-Erfahrung (sie haben bei einer der vier großen Prüfungs- und Beratungsgesellschaften gearbeitet; nie als Vergleich, nie für alle Berater)",
      not: ["Big-4-Niveau", "Big-4-Hintergrund", "Big-4-Beratungen", "Prüfungs- und Beratungshäuser", "deren Methodik"],
    },
    {
      use: "herstellerneutral, nur mit dem Beleg im selben Abschnitt: keine Provisionen von Softwareherstellern (copy.test.ts prüft es)",
      not: ["unabhängige Empfehlung", "unabhängiger Partner", "unabhängiger IT-VDD"],
    },
    { use: "vertraglich vereinbarte Reaktionszeiten (Odoo Application Management)", not: ["feste Reaktionszeiten"] },
    { use: "ein Vertrag, ein Ansprechpartner, der das Partnerteam steuert", not: ["unter einem Dach"] },
    {
      use: "unser Anspruch (ein Maßstab, den wir uns setzen; keine Haftungszusage)",
      not: ["einsteh", "Verantwortung für das Ergebnis", "Sie uns messen"],
    },
    {
      use: "nachvollziehbar bis zur Quelle (Zahlen und Berichte; keine Zusage, dass eine Prüfung ohne Beanstandung bleibt)",
      not: ["prüfsicher", "revisionssicher"],
    },
    { use: "Pre-Deal, Post-Deal", not: ["Pre-deal", "Post-deal"], matchCase: true },
    { use: "Nicht bekannt (Formularoption)", not: ["Weiß ich nicht"] },
    { use: "klare Aussagen, realistische Einschätzung", not: ["ehrliche Einschätzung", "ehrlich"] },
    {
      use: "die Kategorie „Funktional“ einschalten (eine Einwilligung gilt 12 Monate, nicht dauerhaft)",
      not: ["dauerhaft erlauben"],
    },
    {
      use: "Personen: in Rechtstexten und E-Mails Paarformen („Mitarbeiterinnen und Mitarbeiter“) oder neutrale Formen, im Marketing und im Backoffice neutrale Formen, wo sie sich natürlich lesen („Mitarbeitende“, „das Planungsteam“, „wer Sie berät“); feste Rollen (Berater, Ansprechpartner, Senior-Berater, Key User) und benannte Personen bleiben, wie sie sind",
      not: ["Mitarbeiter"],
      matchCase: true,
      allowedIn: ["Mitarbeiterinnen und Mitarbeiter", "Mitarbeiterin oder ein zuständiger Mitarbeiter"],
    },
    {
      use: "Anfrage (was ein Formular schickt); im Backoffice die Liste „Anfragen“, die Formulare SAP-Anfrage, Kontaktanfrage, Odoo-Migrationsanfrage (forms.ts `names`, auch im Betreff der Lead-E-Mail)",
      not: ["Posteingang", "Anfrage Odoo-Migration"],
    },
    {
      use: "Ungeprüft (eine Anfrage ohne gültige Lösung der Spam-Rechenaufgabe: „[Ungeprüft]“ im Betreff, Status im Backoffice)",
      not: ["Unbestätigt"],
    },
    {
      use: "als Spam markiert (Status einer Anfrage); Spam-Markierung aufheben / aufgehoben (nie „kein Spam“ als Status)",
      not: ["Spam-Ordner", "kein Spam"],
    },
  ],
  en: [
    { use: "email", not: ["e-mail"] },
    {
      use: "initial call (free); initial SAP call where the SAP name is fixed",
      not: ["first conversation", "initial conversation", "initial consultation", "first call"],
    },
    {
      use: "Necessary (cookie category), necessary cookies; then Functional, Analytics, Marketing",
      not: ["Essential"],
      matchCase: true,
    },
    { use: "change management", not: ["Change Management"], matchCase: true },
    { use: "AI & automation", not: ["AI & Automation"], matchCase: true },
    {
      use: "managed application services (AMS); the offers: SAP application management, Odoo application management",
      not: ["application management services", "application management (AMS)"],
      allowedIn: ["SAP application management (AMS)"],
    },
    {
      use: 'teams based only in Germany (what "up to 40% lower cost" compares with); where the delivery teams work: one text (common.ts `deliveryTeams`)',
      not: ["purely German", "lower running costs", "deliver internationally", "project language"],
    },
    { use: "excl. VAT (after every price, dialogs included: prices are net)", not: ["plus VAT", "incl. VAT"] },
    {
      use: "within one working day (general and migration forms); within 24 hours (SAP form). Working days: Monday to Friday, excluding German nationwide public holidays",
      not: ["promptly", "business day"],
    },
    {
      use: "24/7 support in the Max package (Lite: Mon–Fri 8 am–6 pm, Core: Mon–Fri 7 am–8 pm); every time with a non-breaking space before am/pm and its time zone, CET/CEST",
      not: ["round-the-clock", "SAP Max package"],
    },
    {
      use: 'a monthly minimum of hours (SAP service packages; the spec\'s column "Minimum hours"); hours beyond it at `amsExtraHourEur`',
      not: ["fixed monthly allowance"],
    },
    {
      use: "delivery by SAP partners; modules that can be combined; strategic leadership, manage, coordinate (not a calque of „steuern“)",
      not: ["SAP partner delivery", "seamless", "steer"],
    },
    { use: "realistically planned through to go-live (no promise of a date)", not: ["go live on schedule"] },
    {
      use: "utilities (Energieversorger); energy companies only where the German says Energieunternehmen",
      not: ["energy provider"],
    },
    {
      use: "private-equity investors, private-equity services (hyphenated before a noun); private equity as a noun",
      not: ["private equity investor", "private equity service"],
    },
    {
      use: "clear access rights; management and the finance team (not a calque of „Berechtigungskonzepte“, „Controlling“); the board or management (not „executive board“)",
      not: ["authorisation concept", "management and controlling", "executive board"],
    },
    { use: "fit for resale, to be refurbished, to be disposed of (a condition grade)", not: ["resaleable"] },
    { use: "percentage points (change of a margin)", not: ["margin improvement"] },
    {
      use: "+2.8× (multiple expansion: exit minus entry multiple, EV/EBITDA, in turns, hence the sign; a basis line under the tiles); over EUR 3.2bn, over 35 (tiles)",
      not: ["2.8x", "EBITDA multiple impact"],
    },
    {
      use: "as a priority, within the scope of hypercare (issues after go-live; no promise to fix each one at once)",
      not: ["straight away"],
    },
    {
      use: "members of our team …, including in previous roles (the one basis of every figure from experience); indicative figures (Richtwerte)",
      not: ["we have supported", "the programmes we supported", "achieve with us", "Benchmarks from"],
    },
    { use: "red-flag report (the result of the short due diligence)", not: ["red-flag review", "red-flag list"] },
    { use: "one-day business workshop (Odoo)", not: ["process workshop"] },
    {
      use: "senior consultants with Big Four experience (never a comparison, never said of all consultants)",
      not: [
        "Big Four-calibre",
        "Big Four background",
        "Big Four firms",
        "major audit and advisory firms",
        "their methods and rigour",
      ],
    },
    {
      use: "vendor-neutral, only with its proof in the same section: no commissions from software vendors",
      not: ["independent advice", "independent partner", "independent IT VDD"],
    },
    { use: "contractually agreed response times (Odoo application management)", not: ["fixed response times"] },
    { use: "one contract, one contact who manages the partner team", not: ["under one roof"] },
    {
      use: "our standard (a bar we set ourselves; not a liability promise)",
      not: ["answers for the result", "prepared to be measured", "take responsibility for the outcome", "hold us to"],
    },
    {
      use: "traceable to its source (figures and reports; no promise that an audit finds nothing)",
      not: ["audit-proof"],
    },
    {
      use: "Pre-deal, Post-deal, Exit preparation (labels); pre-deal, post-deal in running text",
      not: ["Pre-Deal", "Post-Deal", "Exit Preparation"],
      matchCase: true,
    },
    { use: "Vision & values", not: ["Vision & Values"], matchCase: true },
    { use: "Not known (form option)", not: ["Not sure"] },
    { use: "clear answers, a realistic estimate", not: ["honest assessment", "honest", "hidden change request"] },
    { use: 'switch on the "Functional" category (consent lasts 12 months, not permanently)', not: ["permanently"] },
    {
      use: 'British UI phrasing, not German calques: "For details, see …", "at an agreed time", "Copy failed", "Some of your entries are too long"',
      not: ["You will find more", "is not possible", "a time you agree on", "details are too long"],
    },
    {
      use: 'enquiry (what a form sends); in the back office the list "Enquiries", the forms SAP enquiry, Contact enquiry, Odoo migration enquiry (forms.ts `names`, also in the lead mail\'s subject)',
      not: ["inquiry", "inquiries"],
    },
    {
      use: 'Unverified (an enquiry without a valid solution to the spam check\'s computing task: "[Unverified]" in the subject, a status in the back office)',
      not: ["Unconfirmed"],
    },
    {
      use: 'marked as spam (an enquiry\'s status); remove the spam mark / spam mark removed (never "not spam" as a status)',
      not: ["spam folder", "not spam"],
    },
  ],
};

/** A forbidden variant found in a text: what was written, what to use, and where (a little context). */
interface GlossaryViolation {
  variant: string;
  use: string;
  excerpt: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Spaces in copy are often non-breaking; a variant's space matches either. */
const spaced = (text: string) => escape(text).replace(/ /g, "[ \\u00a0]");

interface CompiledVariant {
  variant: string;
  use: string;
  allowedIn: string[];
  pattern: RegExp;
}

// The back office checks on every keystroke: each list's patterns are built once.
const compiled = new WeakMap<readonly GlossaryRow[], CompiledVariant[]>();

function compile(rows: readonly GlossaryRow[]): CompiledVariant[] {
  let variants = compiled.get(rows);
  if (!variants) {
    variants = rows.flatMap(({ use, not, matchCase, allowedIn = [] }) =>
      not.map((variant) => ({
        variant,
        use,
        allowedIn,
        // At the start of a word, whatever follows: inflected forms are found too. No lookbehind:
        // the back office runs in older Safari too.
        pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])(${spaced(variant)})`, matchCase ? "gu" : "giu"),
      })),
    );
    compiled.set(rows, variants);
  }
  return variants;
}

/** Each forbidden variant found in a text; nothing when the text keeps the glossary. */
export function glossaryViolations(text: string, rows: readonly GlossaryRow[]): GlossaryViolation[] {
  return compile(rows).flatMap(({ variant, use, allowedIn, pattern }) => {
    let searched = text;
    for (const allowed of allowedIn) searched = searched.split(allowed).join(" ");
    return [...searched.matchAll(pattern)].map((m) => {
      const at = m.index + m[0].length - m[1]!.length;
      return { variant, use, excerpt: searched.slice(Math.max(0, at - 40), at + 60) };
    });
  });
}
