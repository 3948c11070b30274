import { overlay } from "../../../content/overlay";
import type { UseCase } from "../../use-case";

/** Energie: Anlageninspektion, Störungen, Zählerdaten, Instandhaltung, regulatorisches Berichtswesen. */
const energy: UseCase[] = [
  {
    id: "inspection",
    key: "energy.inspection",
    icon: "scan-search",
    image: "energy-inspection.svg",
    title: "Netzanlagen per Bildauswertung inspizieren",
    subtitle: "Drohnen- und Begehungsfotos automatisch auf Schäden prüfen",
    persona: "Jan Petersen",
    personaRole: "Leiter Asset Management eines Verteilnetzbetreibers",
    story:
      "Jedes Jahr werden Hunderte Kilometer Freileitung beflogen. Zehntausende Fotos von Masten, Isolatoren und Trassen landen auf einem Laufwerk und werden von wenigen Fachleuten Bild für Bild gesichtet.",
    pain: "Die Fotos sind nach zwei Wochen da, die Auswertung dauert drei Monate. Bis dahin hat sich der Schaden womöglich verschlimmert.",
    solution:
      "Ein Bilderkennungsmodell prüft jedes Foto auf typische Befunde: beschädigte Isolatoren, Korrosion, lose Bauteile, Vogelnester und Bewuchs in der Trasse. Es ordnet den Befund dem richtigen Mast zu, bewertet die Dringlichkeit und legt eine Meldung in SAP PM an. Ihre Fachleute prüfen nur noch die Befunde statt aller Bilder.",
    steps: [
      "Fotos aus Befliegung und Begehung werden mit GPS-Position übernommen.",
      "Jedes Bild wird dem Mast und dem Leitungsabschnitt aus GIS und SAP zugeordnet.",
      "Das Modell erkennt Schadensbilder und bewertet ihre Dringlichkeit.",
      "Fachleute bestätigen oder korrigieren den Befund, das Modell lernt daraus.",
      "Bestätigte Befunde werden als Meldung in SAP PM angelegt.",
    ],
    benefits: [
      { title: "Schnellere Auswertung", impact: "z. B. bis zu 70 % weniger Zeit für die Bildsichtung" },
      { title: "Früher eingreifen", impact: "z. B. Befunde in Tagen statt Monaten im Instandhaltungsauftrag" },
      { title: "Gleichbleibende Qualität", impact: "z. B. jedes Bild nach denselben Kriterien bewertet" },
    ],
    quote:
      "Unsere Spezialisten bewerten jetzt Schäden, statt Fotos durchzublättern. Kritische Befunde sind nach wenigen Tagen im Auftrag.",
  },
  {
    id: "outages",
    key: "energy.outages",
    icon: "zap",
    image: "energy-outages.svg",
    title: "Störungsmeldungen bündeln",
    subtitle: "Meldungen zusammenführen, Fehlerort eingrenzen, Einsatz steuern",
    persona: "Andreas König",
    personaRole: "Leiter Netzleitstelle eines Stadtwerks",
    story:
      "Fällt in einem Stadtteil der Strom aus, melden sich innerhalb weniger Minuten Hunderte Kunden per Telefon, Web und App. Gleichzeitig laufen Meldungen aus Leitsystem und Smart Metern auf, und die Leitstelle muss sich daraus ein Lagebild verschaffen.",
    pain: "Bei einer größeren Störung ertrinken wir in Meldungen, obwohl es meistens nur eine Ursache gibt.",
    solution:
      "Die KI führt Kundenmeldungen, Alarme aus dem Leitsystem und Spannungsausfallmeldungen der Smart Meter zusammen und gleicht sie mit der Netztopologie ab. So grenzt sie den wahrscheinlichen Fehlerort auf Station oder Abgang ein, fasst alle Meldungen zu einer Störung zusammen und priorisiert nach betroffenen Kunden und kritischer Infrastruktur. Entstörtrupps werden mit allen Informationen disponiert, Kunden erhalten automatisch den aktuellen Stand.",
    steps: [
      "Meldungen aus Telefon, Web, Leitsystem und Smart Metern laufen zusammen.",
      "Die KI ordnet sie der Netztopologie zu und erkennt zusammengehörige Meldungen.",
      "Der wahrscheinliche Fehlerort wird auf Station oder Abgang eingegrenzt.",
      "Die Störung wird nach Kundenzahl und kritischen Abnehmern priorisiert.",
      "Entstörtrupp und Kunden erhalten automatisch den aktuellen Stand.",
    ],
    benefits: [
      { title: "Schnelleres Lagebild", impact: "z. B. Meldungen in Sekunden statt Minuten einer Störung zugeordnet" },
      { title: "Kürzere Unterbrechungen", impact: "z. B. bis zu 20 % weniger Zeit bis zum Einsatz vor Ort" },
      { title: "Weniger Anrufe", impact: "z. B. bis zu 40 % weniger Anrufe durch proaktive Kundeninformation" },
    ],
    quote:
      "Beim letzten Sturm hatten wir nach fünf Minuten ein klares Bild, wo wir zuerst hinmüssen. Früher haben wir eine halbe Stunde lang Zettel sortiert.",
  },
  {
    id: "meter-data",
    key: "energy.meter-data",
    icon: "gauge",
    image: "energy-meter-data.svg",
    title: "Auffällige Zählerdaten erkennen",
    subtitle: "Unplausible Werte klären, bevor sie in die Rechnung gehen",
    persona: "Claudia Meier",
    personaRole: "Teamleiterin Messdatenmanagement bei einem Versorger",
    story:
      "Zur Jahresabrechnung landen Tausende unplausible Zählerstände als Klärungsfälle im Team: Ablesefehler, vertauschte Zähler nach einem Wechsel, Schätzwerte, ungewöhnliche Lastgänge. Jeder Fall wird einzeln recherchiert.",
    pain: "In jeder Abrechnungsperiode schieben wir einen Berg an Klärungsfällen vor uns her, und am Ende gehen trotzdem falsche Rechnungen raus.",
    solution:
      "Ein Modell lernt das typische Verbrauchsverhalten je Marktlokation und erkennt echte Auffälligkeiten: Ablesefehler, Gerätewechsel mit falsch erfasstem Zählerstand, defekte Zähler, mögliche Manipulation. Für häufige Fälle schlägt es die Korrektur direkt vor, zum Beispiel einen Ersatzwert mit Begründung. Das Team bearbeitet die übrigen Fälle mit allen Informationen in SAP IS-U.",
    steps: [
      "Zählerstände, Lastgänge und Gerätewechsel werden aus SAP IS-U übernommen.",
      "Das Modell lernt das Verbrauchsmuster je Marktlokation.",
      "Auffällige Werte werden nach Ursache und Abrechnungsrelevanz klassifiziert.",
      "Für Standardfälle wird eine Korrektur mit Begründung vorgeschlagen.",
      "Freigegebene Korrekturen werden in SAP IS-U gebucht, bevor die Rechnung entsteht.",
    ],
    benefits: [
      { title: "Weniger Klärungsfälle", impact: "z. B. bis zu 50 % weniger manuelle Plausibilisierung" },
      { title: "Weniger falsche Rechnungen", impact: "z. B. bis zu 30 % weniger Rechnungskorrekturen" },
      { title: "Pünktliche Abrechnung", impact: "z. B. Jahresabrechnung ohne Rückstau aus Klärungsfällen" },
    ],
    quote:
      "Wir bearbeiten nur noch die Fälle, bei denen wirklich etwas nicht stimmt. Die Beschwerden über falsche Rechnungen sind deutlich zurückgegangen.",
  },
  {
    id: "maintenance",
    key: "energy.maintenance",
    icon: "wrench",
    image: "energy-maintenance.svg",
    title: "Instandhaltung nach Risiko planen",
    subtitle: "Zustand und Bedeutung jeder Anlage in den Instandhaltungsplan bringen",
    persona: "Michael Schäfer",
    personaRole: "Leiter Instandhaltung Umspannwerke und Stationen",
    story:
      "Transformatoren, Schaltanlagen und Ortsnetzstationen werden nach festen Zyklen gewartet, unabhängig von Alter, Zustand und Bedeutung. Die Budgets sinken, der Anlagenbestand altert.",
    pain: "Wir warten Anlagen, die einwandfrei laufen, und haben kein Budget für die, die uns wirklich Sorgen machen.",
    solution:
      "Die KI verbindet Zustandsdaten wie Ölanalysen, Inspektionsbefunde, Störungshistorie und Auslastung mit der Bedeutung der Anlage für das Netz. Für jede Anlage berechnet sie Ausfallwahrscheinlichkeit und Auswirkung und schlägt vor, welche Maßnahmen vorgezogen, geschoben oder gestrichen werden können. Der Plan entsteht als Wartungsplan und Auftrag in SAP PM.",
    steps: [
      "Stamm-, Zustands- und Störungsdaten werden aus SAP PM und weiteren Quellen zusammengeführt.",
      "Für jede Anlage werden Ausfallwahrscheinlichkeit und Auswirkung bewertet.",
      "Die Anlagen werden in einer Risikomatrix eingeordnet.",
      "Maßnahmen werden nach Risiko und Budget priorisiert.",
      "Der abgestimmte Plan wird als Wartungsplan und Auftrag in SAP PM angelegt.",
    ],
    benefits: [
      { title: "Budget mit Wirkung", impact: "z. B. bis zu 20 % weniger Instandhaltungskosten bei gleichem Risiko" },
      { title: "Weniger Ausfälle", impact: "z. B. bis zu 25 % weniger ungeplante Störungen an kritischen Anlagen" },
      { title: "Begründete Entscheidungen", impact: "z. B. jede Maßnahme mit nachvollziehbarer Risikobewertung" },
    ],
    quote:
      "Zum ersten Mal kann ich der Geschäftsführung zeigen, welches Risiko wir mit welchem Budget tragen. Die Diskussion ist dadurch viel sachlicher geworden.",
  },
  {
    id: "reporting",
    key: "energy.reporting",
    icon: "file-check",
    image: "energy-reporting.svg",
    title: "Regulatorisches Berichtswesen",
    subtitle: "Erhebungen der Regulierungsbehörden schneller und belastbar beantworten",
    persona: "Dr. Eva Brandt",
    personaRole: "Leiterin Regulierungsmanagement eines Netzbetreibers",
    story:
      "Monitoring, Störungsberichte und Daten zur Anreizregulierung: Die Erhebungen der Bundesnetzagentur und der Landesbehörden binden jedes Jahr Wochen. Die Zahlen kommen aus Finanzbuchhaltung, Abrechnung, GIS und Netzdaten.",
    pain: "Jede Erhebung ist ein Projekt. Wir sammeln Zahlen per E-Mail ein und hoffen, dass sie zum Vorjahr passen.",
    solution:
      "Die KI sammelt die geforderten Werte aus den Quellsystemen, ordnet sie den Positionen der Erhebungsbögen zu und prüft sie gegen Vorjahre und gegeneinander. Auffällige Abweichungen werden markiert und mit einem Entwurf für die Erläuterung versehen. Jede Zahl bleibt bis zur Quelle nachvollziehbar.",
    steps: [
      "Die Positionen der Erhebungsbögen werden den Quellsystemen zugeordnet.",
      "Werte werden aus SAP, IS-U, GIS und Netzdaten automatisch übernommen.",
      "Plausibilitätsprüfungen vergleichen mit Vorjahren und verwandten Positionen.",
      "Für Abweichungen entsteht ein Erläuterungsentwurf mit Quellenangabe.",
      "Das Regulierungsmanagement prüft, gibt frei und übermittelt.",
    ],
    benefits: [
      { title: "Weniger Aufwand", impact: "z. B. bis zu 40 % weniger Aufwand je Erhebung" },
      { title: "Weniger Rückfragen", impact: "z. B. Abweichungen schon vor der Abgabe erklärt" },
      { title: "Zahlen mit Quelle", impact: "z. B. jede Zahl bis zur Quelle nachvollziehbar" },
    ],
    quote:
      "Die Erhebung ist kein Wochenprojekt mehr. Und wenn die Behörde nachfragt, haben wir die Antwort mit Quelle sofort parat.",
  },
];

export default overlay("de", "use-cases/energy", energy);
