import { overlay } from "../../../content/overlay";
import type { UseCase } from "../../use-case";

/** Fertigung: Qualitätsprüfung, vorausschauende Instandhaltung, Produktionsplanung, Einkauf, Wissen an der Linie. */
const manufacturing: UseCase[] = [
  {
    id: "quality",
    key: "manufacturing.quality",
    icon: "scan-eye",
    image: "manufacturing-quality.svg",
    title: "Visuelle Qualitätsprüfung",
    subtitle: "Jedes Teil prüfen, nicht nur die Stichprobe",
    persona: "Frank Richter",
    personaRole: "Leiter Qualitätssicherung bei einem Automobilzulieferer",
    story:
      "Kunststoffteile für Fahrzeuginnenräume werden im Dreischichtbetrieb gespritzt und stichprobenartig von Hand geprüft. Kratzer, Einfallstellen und Schlieren rutschen trotzdem durch und kommen als Reklamation vom Kunden zurück.",
    pain: "Jede Reklamation vom OEM kostet uns Sortieraktionen, Sonderfahrten und Vertrauen, und die Ursache finden wir oft erst Wochen später.",
    solution:
      "Kameras an der Linie nehmen jedes Teil auf, ein Bildverarbeitungsmodell erkennt Oberflächenfehler und sortiert fehlerhafte Teile aus. Jeder Befund wird mit Bild, Werkzeug, Kavität und Prozessparametern gespeichert. Häufen sich Fehler, entsteht automatisch eine Qualitätsmeldung in SAP QM, und die Prozesstechnik sieht, welche Parameter sich verändert haben.",
    steps: [
      "Kameras und Beleuchtung werden an der Linie installiert.",
      "Das Modell lernt Fehlerbilder aus Beispielen, die Ihre Prüfer markieren.",
      "Jedes Teil wird im Takt geprüft, fehlerhafte Teile werden ausgeschleust.",
      "Befunde werden mit Werkzeug, Kavität und Prozessdaten verknüpft.",
      "Fehlerhäufungen erzeugen eine Qualitätsmeldung in SAP QM.",
    ],
    benefits: [
      { title: "Weniger Schlupf", impact: "z. B. bis zu 50 % weniger Kundenreklamationen" },
      { title: "Vollständige Prüfung", impact: "z. B. 100 % der Teile geprüft statt Stichprobe" },
      { title: "Schnellere Ursachensuche", impact: "z. B. Ursache in Stunden statt Wochen eingegrenzt" },
    ],
    quote:
      "Wir sehen Fehler jetzt, wenn sie entstehen, und nicht erst, wenn der Kunde anruft. Die Prozesstechnik arbeitet mit Bildern statt mit Vermutungen.",
  },
  {
    id: "maintenance",
    key: "manufacturing.maintenance",
    icon: "activity",
    image: "manufacturing-maintenance.svg",
    title: "Vorausschauende Instandhaltung",
    subtitle: "Ausfälle aus Maschinendaten erkennen, bevor die Linie steht",
    persona: "Jürgen Hoffmann",
    personaRole: "Leiter Instandhaltung in der Metallverarbeitung",
    story:
      "Pressen und Bearbeitungszentren werden nach Kalender gewartet. Trotzdem fällt immer wieder eine Spindel oder ein Hydraulikaggregat unerwartet aus, und die Linie steht, bis das Ersatzteil da ist.",
    pain: "Ein ungeplanter Stillstand kostet uns mehr als ein ganzes Jahr Wartung an dieser Maschine.",
    solution:
      "Sensoren für Vibration, Temperatur, Stromaufnahme und Druck liefern laufend Daten. Ein Modell lernt das normale Verhalten jeder Maschine und erkennt Abweichungen, die auf Verschleiß hindeuten, oft Wochen vor dem Ausfall. Die Instandhaltung erhält eine Meldung in SAP PM mit Befund, betroffenem Bauteil und Ersatzteilbedarf und legt den Eingriff in die nächste geplante Pause.",
    steps: [
      "Vorhandene Steuerungsdaten werden erschlossen, wo nötig ergänzt durch Nachrüstsensoren.",
      "Daten laufen über OPC UA oder MQTT in eine zentrale Plattform.",
      "Das Modell lernt das Normalverhalten jeder Maschine.",
      "Abweichungen werden bewertet und mit Bauteil und Ursache gemeldet.",
      "Die Meldung in SAP PM löst Auftrag und Ersatzteilbeschaffung aus.",
    ],
    benefits: [
      { title: "Weniger Stillstand", impact: "z. B. bis zu 30 % weniger ungeplante Ausfälle" },
      { title: "Planbare Einsätze", impact: "z. B. Eingriffe in geplanten Pausen statt im Notfall" },
      { title: "Geringere Kosten", impact: "z. B. bis zu 20 % weniger Instandhaltungskosten" },
    ],
    quote:
      "Letzten Monat haben wir einen Lagerschaden drei Wochen vorher gesehen und den Tausch ins Wochenende gelegt. Früher hätte uns das zwei Schichten gekostet.",
  },
  {
    id: "planning",
    key: "manufacturing.planning",
    icon: "chart-gantt",
    image: "manufacturing-planning.svg",
    title: "Produktionsplanung mit KI",
    subtitle: "Reihenfolgen, die Rüstzeiten, Material und Liefertermine berücksichtigen",
    persona: "Sabine Krüger",
    personaRole: "Leiterin Produktionsplanung bei einem Maschinenbauer",
    story:
      "Die Feinplanung entsteht jeden Morgen in Excel neben SAP. Eilaufträge, fehlendes Material und Maschinenausfälle werfen den Plan mehrmals täglich um, und das Planungsteam stellt ihn von Hand neu zusammen.",
    pain: "Wir planen jeden Tag dreimal neu und wissen trotzdem erst am Abend, ob wir die Liefertermine halten.",
    solution:
      "Ein Optimierungsverfahren berechnet die Auftragsreihenfolge je Maschine unter Berücksichtigung von Rüstfamilien, Materialverfügbarkeit, Personal und Lieferterminen. Ändert sich etwas, schlägt es in Minuten einen neuen Plan vor und zeigt die Folgen für die Liefertermine. Die Planung entscheidet, der Plan geht an MES und SAP PP.",
    steps: [
      "Aufträge, Arbeitspläne und Kapazitäten werden aus SAP PP und dem MES übernommen.",
      "Rüstfamilien und Regeln Ihrer Fertigung werden hinterlegt.",
      "Die Optimierung berechnet die beste Reihenfolge je Maschine.",
      "Bei Störungen oder Eilaufträgen entsteht in Minuten ein neuer Vorschlag.",
      "Der freigegebene Plan geht an MES und Werkerarbeitsplätze.",
    ],
    benefits: [
      { title: "Weniger Rüstzeit", impact: "z. B. bis zu 15 % weniger Rüstzeit" },
      { title: "Höhere Liefertreue", impact: "z. B. bis zu 10 Prozentpunkte mehr termintreue Aufträge" },
      { title: "Schnellere Umplanung", impact: "z. B. neuer Plan in Minuten statt Stunden" },
    ],
    quote:
      "Wenn morgens ein Eilauftrag kommt, sehe ich in fünf Minuten, was er für alle anderen Termine bedeutet. Das hat unsere Gespräche mit dem Vertrieb verändert.",
  },
  {
    id: "procurement",
    key: "manufacturing.procurement",
    icon: "clipboard-check",
    image: "manufacturing-procurement.svg",
    title: "Auftragsbestätigungen automatisch abgleichen",
    subtitle: "Abweichungen bei Preis, Menge und Termin sofort erkennen",
    persona: "Oliver Schmitt",
    personaRole: "Leiter operativer Einkauf bei einem Anlagenbauer",
    story:
      "Täglich kommen Hunderte Auftragsbestätigungen von Lieferanten, jede in einem anderen Format. Das Team gleicht Preise, Mengen und Liefertermine von Hand mit den Bestellungen in SAP ab, soweit die Zeit reicht.",
    pain: "Geänderte Liefertermine sehen wir oft erst, wenn das Material in der Montage fehlt.",
    solution:
      "Die KI liest Auftragsbestätigungen aus E-Mails und PDFs, ordnet sie der Bestellung zu und vergleicht Position für Position Preis, Menge und Liefertermin. Passt alles, wird die Bestätigung in SAP MM gebucht. Abweichungen gehen mit einer Einschätzung der Auswirkung auf die Produktion an den zuständigen Einkäufer.",
    steps: [
      "Das Einkaufspostfach wird angebunden.",
      "Die KI liest Bestätigungen in jedem Format und ordnet sie der Bestellung zu.",
      "Preis, Menge und Termin werden je Position mit SAP MM verglichen.",
      "Passende Bestätigungen werden automatisch gebucht.",
      "Abweichungen gehen mit Bewertung der Auswirkung an den Einkauf.",
    ],
    benefits: [
      { title: "Weniger Handarbeit", impact: "z. B. bis zu 70 % der Bestätigungen ohne manuellen Abgleich" },
      { title: "Frühe Warnung", impact: "z. B. Terminverschiebungen am Tag der Bestätigung sichtbar" },
      { title: "Geprüfte Preise", impact: "z. B. Preisabweichungen vor der Rechnung erkannt" },
    ],
    quote:
      "Früher haben wir verschobene Liefertermine von der Montage erfahren. Heute wissen wir es am selben Tag und können reagieren.",
  },
  {
    id: "documentation",
    key: "manufacturing.documentation",
    icon: "book-open",
    image: "manufacturing-documentation.svg",
    title: "Wissensassistent an der Linie",
    subtitle: "Antworten aus Handbüchern, Arbeitsanweisungen und Störungshistorie",
    persona: "Carsten Wolf",
    personaRole: "Werkleiter eines Kunststoffverarbeiters",
    story:
      "Das Wissen über Maschinen und Störungen steckt in Handbüchern, Arbeitsanweisungen, alten Meldungen und in den Köpfen erfahrener Kollegen, von denen in den nächsten Jahren viele in Rente gehen.",
    pain: "Wenn nachts eine Maschine steht, telefoniert der Schichtführer so lange herum, bis er jemanden erreicht, der sich auskennt.",
    solution:
      "Ein KI-Assistent beantwortet Fragen in Alltagssprache, am Terminal oder Tablet an der Linie. Er sucht in Handbüchern, Arbeitsanweisungen, Störungsmeldungen und Instandhaltungsberichten und nennt zu jeder Antwort die Quelle. Er arbeitet nur mit Ihren freigegebenen Dokumenten und lässt sich so betreiben, dass die Daten Ihre Umgebung nicht verlassen.",
    steps: [
      "Handbücher, Arbeitsanweisungen und Störungshistorie werden erschlossen.",
      "Zugriffsrechte werden aus Ihren Systemen übernommen.",
      "Mitarbeitende stellen Fragen in Alltagssprache, auch per Spracheingabe.",
      "Jede Antwort nennt die Quelle im Originaldokument.",
      "Neue Lösungen aus Störungsberichten fließen in die Wissensbasis ein.",
    ],
    benefits: [
      { title: "Schnellere Störungsbehebung", impact: "z. B. bis zu 30 % kürzere Stillstände bei bekannten Fehlern" },
      { title: "Schnellere Einarbeitung", impact: "z. B. neue Mitarbeitende in Wochen statt Monaten produktiv" },
      { title: "Gesichertes Wissen", impact: "z. B. Erfahrungswissen bleibt, wenn Kollegen in Rente gehen" },
    ],
    quote: "Unsere Nachtschicht löst heute viele Störungen selbst, mit der richtigen Seite aus dem Handbuch vor Augen.",
  },
];

export default overlay("de", "use-cases/manufacturing", manufacturing);
