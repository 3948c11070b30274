import { overlay } from "../../content/overlay";

const privateEquity = {
  meta: {
    title: "Private Equity: IT-Due-Diligence, Wertsteigerung und Exit-Vorbereitung",
    description:
      "IT- und ERP-Expertise für Private-Equity-Investoren: technische Due Diligence vor dem Deal, Wertsteigerung nach dem Closing und eine belastbare Equity Story zum Exit.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "Private Equity",
  hero: {
    eyebrow: "Private Equity",
    title: "IT als Werttreiber über den gesamten Investitionszyklus",
    intro:
      "Wir unterstützen Investoren und ihre Portfoliounternehmen vom ersten Blick in die IT-Landschaft bis zum Exit: mit belastbaren Befunden vor dem Signing, schnellen ERP- und KI-Hebeln nach dem Closing und einer Technologiebasis, die Käufer überzeugt.",
    primaryCta: "Strategisches Gespräch",
    secondaryCta: "Leistungen je Phase",
    note: "30\u00a0Minuten, vertraulich und unverbindlich",
  },
  newTab: "(öffnet in neuem Tab)",
  phases: {
    eyebrow: "Leistungen im Investitionszyklus",
    title: "Von der Due Diligence bis zum Exit",
    intro:
      "Wählen Sie die Phase, in der Sie gerade stehen. Unsere Leistungen greifen ineinander: Befunde aus der Due Diligence werden zum 100-Tage-Plan, umgesetzte Verbesserungen zum Argument in der Equity Story.",
    tabsLabel: "Phasen des Investitionszyklus",
    featuresTitle: "Schwerpunkte",
    more: "Mehr erfahren",
    items: {
      preDeal: {
        shortTitle: "Pre-Deal",
        title: "IT-Due-Diligence vor dem Signing",
        description:
          "Wir prüfen IT-Landschaft, ERP-Systeme, Cybersecurity und IT-Organisation des Zielunternehmens und übersetzen die Befunde in das, was für Ihre Investitionsentscheidung zählt: Risiken, Investitionsbedarf und Wertsteigerungspotenzial, quantifiziert für Business Case und Kaufvertrag.",
        features: [
          "Technische und ERP-Due-Diligence in 2–\u20604\u00a0Wochen",
          "Quantifizierter Capex- und Opex-Bedarf für den Business Case",
          "Bewertung von Carve-out-Komplexität und Stand-alone-Kosten",
          "Red-Flag-Report mit Empfehlungen für SPA und 100-Tage-Plan",
        ],
      },
      postDeal: {
        shortTitle: "Post-Deal",
        title: "Wertsteigerung nach dem Closing",
        description:
          "Nach dem Closing setzen wir die identifizierten Hebel um: vom 100-Tage-Plan über eine tragfähige ERP-Plattform bis zu KI-Anwendungen, die Prozesse spürbar beschleunigen. Die Ergebnisse zeigen sich in der Regel innerhalb von 12–\u206018\u00a0Monaten im EBITDA.",
        features: [
          "100-Tage-Plan und IT-Roadmap mit klaren Verantwortlichkeiten",
          "ERP-Einführung oder -Konsolidierung mit SAP oder Odoo",
          "Prozessoptimierung und Automatisierung",
          "KI-Integration und Change-Management",
        ],
      },
      exit: {
        shortTitle: "Exit-Vorbereitung",
        title: "Exit-Readiness und Vendor Due Diligence",
        description:
          "Käufer prüfen Technologie, Daten und Prozesse so genau wie die Finanzzahlen. Wir bereiten Ihr Portfoliounternehmen 6–\u206012\u00a0Monate vor dem Exit vor, schließen Lücken, bevor sie den Preis drücken, und machen die Technologie zu einem Argument der Equity Story.",
        features: [
          "Exit-Readiness-Assessment der IT- und Datenlandschaft",
          "IT-Vendor-Due-Diligence-Report für Bieter",
          "Technologie- und Digitalisierungskapitel der Equity Story",
          "Begleitung der Käufer-Due-Diligence und des Datenraums",
        ],
      },
    },
  },
  trackRecord: {
    eyebrow: "Track Record",
    title: "Unsere Erfahrung in Zahlen",
    intro:
      "Unser Team hat Finanzinvestoren und Portfoliounternehmen in Transaktionen und Wertsteigerungsprogrammen begleitet, vom mittelständischen Einzelinvestment bis zur Plattform mit mehreren Add-on-Akquisitionen.",
    figures: [
      { value: "über 3,2\u00a0Mrd.\u00a0EUR", label: "Transaktionsvolumen" },
      { value: "über 35", label: "Private-Equity-Transaktionen" },
      { value: "24\u00a0Monate", label: "durchschnittliche Projektdauer" },
      { value: "+2,8×", label: "durchschnittliche Multiple-Expansion (EV/EBITDA) zwischen Einstieg und Exit" },
    ],
    /** What the figures count: the basis line under the tiles. */
    basis:
      "Basis: Transaktionen und Wertsteigerungsprogramme, die Mitglieder unseres Teams begleitet haben, auch in früheren Positionen. Transaktionsvolumen: Summe der Unternehmenswerte. Projektdauer: vom Auftrag bis zum Abschluss des Programms. Multiple-Expansion: Exit- minus Einstiegs-Multiple (EV/EBITDA) in Multiplikatorpunkten, gemittelt über die Beteiligungen mit abgeschlossenem Exit. Erfahrungswerte, keine Zusage für den Einzelfall.",
    industriesTitle: "Branchenschwerpunkte",
    industries: [
      "Industrielle Fertigung",
      "Automobilzulieferer",
      "Logistik & Supply Chain",
      "Energie & Versorgung",
      "Business Services",
      "Healthcare-Technologie",
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Häufige Fragen von Investoren",
    items: [
      {
        question: "Wie lange dauert eine IT-Due-Diligence?",
        answer:
          "In der Regel 2–\u20604\u00a0Wochen, abhängig von Größe und Komplexität der IT-Landschaft und vom Zugang zu Datenraum und Management. Bei engem Zeitplan liefern wir nach zwei Wochen einen Red-Flag-Report mit den wesentlichen Risiken, nach vier Wochen die vollständige Due Diligence mit quantifiziertem Investitionsbedarf und Wertsteigerungspotenzial. Zwischenergebnisse stimmen wir wöchentlich mit dem Deal-Team ab.",
      },
      {
        question: "Wann rechnet sich eine ERP-Investition im Portfoliounternehmen?",
        answer:
          "Bei sauber priorisierten Projekten sehen wir einen Return on Investment innerhalb von 12–\u206018\u00a0Monaten, getragen von kürzeren Durchlaufzeiten, geringeren Prozesskosten und besserer Steuerung durch verlässliche Daten. Entscheidend ist, mit Quick Wins zu beginnen und den Rollout an den Werttreibern des Investment Case auszurichten. In einzelnen Portfoliounternehmen haben Programme, die Mitglieder unseres Teams begleitet haben, auch in früheren Positionen, zu EBITDA-Steigerungen von 40\u00a0% und mehr beigetragen.",
      },
      {
        question: "Arbeiten Sie auch international?",
        answer:
          "Ja. Wir begleiten Transaktionen und Portfoliounternehmen in der DACH-Region und europaweit, auch bei grenzüberschreitenden Carve-outs und Buy-and-Build-Strategien mit Standorten in mehreren Ländern. Berichte und Workshops liefern wir auf Deutsch oder Englisch; in der Umsetzung arbeiten wir mit zertifizierten SAP- und Odoo-Partnern und deren Nearshore-Teams in der EU.",
      },
      {
        question: "Wie integrieren Sie künstliche Intelligenz?",
        answer:
          "Wir setzen KI dort ein, wo sie einen bezifferbaren Beitrag zum Business Case leistet, etwa in der automatisierten Beleg- und Auftragsverarbeitung, bei Bedarfsprognosen oder im Kundenservice. Schon in der Due Diligence bewerten wir, ob Daten und Systeme dafür bereit sind. Nach dem Closing setzen wir die Anwendungsfälle auf der bestehenden ERP-Landschaft um, mit klarer Governance und unter Berücksichtigung von EU AI Act und DSGVO.",
      },
      {
        question: "Was unterscheidet Neutra Tech von anderen Beratungen?",
        answer:
          "Wir verbinden die Perspektive des Investors mit echter Umsetzungskompetenz. Unsere Senior-Berater mit Big-4-Erfahrung in der Transaktionsberatung haben ERP-Projekte mit SAP und Odoo auch selbst verantwortet. Sie arbeiten durchgängig mit erfahrenen Beratern statt mit wechselnden Junior-Teams, und wir formulieren Empfehlungen in EBITDA-Effekten, Investitionsbedarf und Zeitplänen statt in Technologiebegriffen. Auf Wunsch begleiten wir ein Portfoliounternehmen von der Due Diligence bis zum Exit, ohne Wissensverlust zwischen den Phasen.",
      },
      {
        question: "Unterstützen Sie auch bei einer Vendor Due Diligence?",
        answer:
          "Ja. Wir erstellen IT-Vendor-Due-Diligence-Reports, die Bietern einen fundierten Überblick über IT-Landschaft, ERP, Cybersecurity, IT-Kosten und Investitionsbedarf geben. Idealerweise beginnen wir 3–\u20606\u00a0Monate vor dem Start des Verkaufsprozesses, damit Schwachstellen noch behoben und nicht nur offengelegt werden. Im Prozess selbst beantworten wir die IT-Fragen der Käufer im Q&A und stehen für Expert Sessions zur Verfügung.",
      },
    ],
  },
  contact: {
    eyebrow: "Kontakt",
    title: "Sprechen wir über Ihre Transaktion oder Ihr Portfolio",
    text: "Ob anstehende Due Diligence, 100-Tage-Plan oder Exit-Vorbereitung: In einem 30-minütigen Gespräch klären wir Ihre Fragestellung und zeigen, wie wir Sie unterstützen können.",
    booking: "Termin vereinbaren",
    emailLabel: "Oder schreiben Sie uns direkt:",
    expectTitle: "Was Sie erwartet",
    expect: [
      "Ein Gespräch mit einem erfahrenen Berater, nicht mit dem Vertrieb",
      "Eine erste Einschätzung zu Umfang, Zeitplan und Aufwand",
      "Auf Wunsch vorab eine Vertraulichkeitsvereinbarung (NDA)",
    ],
  },
};

declare module "../types" {
  interface Namespaces {
    privateEquity: typeof privateEquity;
  }
}

export default overlay("de", "private-equity", privateEquity);
