import { overlay } from "../../content/overlay";

const visionValues = {
  meta: {
    title: "Vision & Werte",
    description:
      "Vision, Mission, Positionierung und Werte von Neutra Tech: Nachhaltigkeit, Chancengleichheit, Innovation, Exzellenz und Befähigung.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "Über uns",
  hero: {
    eyebrow: "Über uns",
    title: "Vision & Werte",
    intro:
      "Wir wollen, dass Technologie im Mittelstand, in der Industrie und in der Energiewirtschaft nachweisbar Wert schafft. Dafür verbinden wir strategische Beratung mit der Umsetzung und mit fünf Werten, an denen wir uns messen lassen.",
  },
  vision: {
    label: "Vision",
    title: "Technologie, die Unternehmen dauerhaft stärker macht",
    text: "Wir arbeiten auf eine Wirtschaft hin, in der auch mittelständische Unternehmen, Industriebetriebe und Energieversorger ihre IT nicht als Kostenblock erleben, sondern als Grundlage für Wachstum, Effizienz und eine nachhaltige Zukunft. ERP-Systeme und KI sollen Menschen entlasten und Entscheidungen besser machen.",
  },
  mission: {
    label: "Mission",
    title: "Von der Strategie bis in den Betrieb, aus einer Hand",
    text: "Wir begleiten unsere Kunden von der ersten Standortbestimmung über die Auswahl und Einführung von SAP, Odoo und KI-Lösungen bis in den laufenden Betrieb. Unser Anspruch ist ein Ergebnis, das im Betrieb trägt, nicht nur ein Konzept: mit erfahrenen Beratern in Deutschland, zertifizierten Partnern und eingespielten internationalen Teams.",
    pointsTitle: "So arbeiten wir",
    points: [
      "Standortbestimmung und Zielbild gemeinsam mit der Geschäftsführung",
      "Auswahl und Einführung von SAP, Odoo und KI-Lösungen",
      "Betrieb und Weiterentwicklung als Managed Application Service",
      "Ein Ansprechpartner, der Ihr Vorhaben vom Zielbild bis in den Betrieb begleitet",
    ],
  },
  positioning: {
    label: "Positionierung",
    title: "Herstellerneutraler Partner zwischen Geschäftsführung und Technologie",
    text: "Neutra Tech steht an der Schnittstelle von Management, Fachbereichen und Technologieanbietern. Wir nehmen keine Provisionen von Softwareherstellern und empfehlen, was zu Ihrem Unternehmen passt. Wir sprechen die Sprache der Geschäftsführung ebenso wie die der Entwickler und verbinden die Arbeit von Senior-Beratern mit Big-4-Erfahrung mit der Umsetzungsstärke spezialisierter Partner.",
    audiencesTitle: "Für wen wir arbeiten",
    audiences: [
      "Mittelständische Unternehmen und Industriebetriebe",
      "Energieversorger und Anlagenbetreiber",
      "Private-Equity-Investoren und ihre Portfoliounternehmen",
      "Anwender von SAP und Odoo",
    ],
  },
  values: {
    eyebrow: "Unsere Werte",
    title: "Fünf Werte, die unsere Arbeit leiten",
    intro:
      "Unsere Werte hängen nicht gerahmt im Flur. Sie sind die Maßstäbe, nach denen wir beraten, Teams zusammenstellen und Projekte abschließen.",
    items: {
      sustainability: {
        title: "Nachhaltigkeit",
        text: "Wir bauen Lösungen, die über Jahre tragen: wartbare Systeme statt kurzfristiger Workarounds und eine Digitalisierung, die Energie- und Industrieunternehmen hilft, Ressourcen zu schonen und ihre Nachhaltigkeitsziele zu belegen.",
      },
      equalOpportunities: {
        title: "Chancengleichheit",
        text: "Bei uns entscheiden Können und Haltung, nicht Herkunft, Geschlecht oder Alter. Wir arbeiten in gemischten, internationalen Teams und begegnen Kunden jeder Größe mit derselben Sorgfalt.",
      },
      innovation: {
        title: "Innovation",
        text: "Wir setzen neue Technologie dort ein, wo sie nachweisbaren Nutzen stiftet, von KI-Anwendungsfällen bis zum Cloud-ERP. Neues erproben wir in überschaubaren Piloten, bevor wir es in die Breite tragen.",
      },
      excellence: {
        title: "Exzellenz",
        text: "Wir messen uns an Ergebnissen: an Go-lives im Zeitplan, an stabilen Systemen und an Kennzahlen, die sich verbessern. Dokumentierte Methoden und klare Qualitätsstandards sind für uns selbstverständlich.",
      },
      empowerment: {
        title: "Befähigung",
        text: "Wir machen Ihre Teams unabhängig von uns. Durch Schulungen, Dokumentation und gemeinsames Arbeiten bleibt das Wissen in Ihrem Unternehmen, wenn das Projekt abgeschlossen ist.",
      },
    },
  },
};

declare module "../types" {
  interface Namespaces {
    visionValues: typeof visionValues;
  }
}

export default overlay("de", "vision-values", visionValues);
