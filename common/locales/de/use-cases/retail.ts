import { overlay } from "../../../content/overlay";
import type { UseCase } from "../../use-case";

/** Handel: Prognose, Preise, Sortiment, Kundenservice, Retourenvermeidung. */
const retail: UseCase[] = [
  {
    id: "forecast",
    key: "retail.forecast",
    icon: "chart-line",
    image: "retail-forecast.svg",
    title: "Nachfrage je Filiale vorhersagen",
    subtitle: "Bestellvorschläge, die Wetter, Aktionen und Feiertage kennen",
    persona: "Stefan Wagner",
    personaRole: "Leiter Warendisposition im Lebensmittelhandel",
    story:
      "140 Filialen bestellen Frischware täglich nach Gefühl und Vorwochenwerten. An heißen Tagen ist der Grillbedarf mittags ausverkauft, nach verregneten Wochenenden landen Salate und Backwaren in der Abschrift.",
    pain: "Wir werfen jeden Abend Ware weg und haben trotzdem leere Regale, wenn die Sonne scheint.",
    solution:
      "Ein Prognosemodell berechnet den Absatz je Artikel, Filiale und Tag aus Kassendaten, Wetter, Ferien, Feiertagen, Aktionen und lokalen Ereignissen. Daraus entstehen Bestellvorschläge, die Mindesthaltbarkeit, Liefertakt und Regalkapazität berücksichtigen. Die Filiale sieht den Vorschlag mit Begründung und kann ihn anpassen.",
    steps: [
      "Kassendaten, Bestände und Stammdaten werden aus Kasse und ERP übernommen.",
      "Externe Einflüsse wie Wetter, Ferien und Aktionskalender werden ergänzt.",
      "Das Modell prognostiziert den Absatz je Artikel, Filiale und Tag.",
      "Bestellvorschläge berücksichtigen Haltbarkeit, Liefertakt und Regalplatz.",
      "Die Filiale prüft den Vorschlag, die Bestellung geht ins ERP.",
    ],
    benefits: [
      { title: "Weniger Abschriften", impact: "z. B. bis zu 20 % weniger Abschriften bei Frischware" },
      { title: "Volle Regale", impact: "z. B. bis zu 30 % weniger Fehlbestände an Spitzentagen" },
      { title: "Entlastete Filialen", impact: "z. B. Bestellung in 10 statt 45 Minuten pro Tag" },
    ],
    quote:
      "Die Filialen haben anfangs skeptisch nachgerechnet. Inzwischen übernehmen sie die meisten Vorschläge, weil sie sehen, dass das System ihren Markt kennt.",
  },
  {
    id: "pricing",
    key: "retail.pricing",
    icon: "tag",
    image: "retail-pricing.svg",
    title: "Preise und Abschriften steuern",
    subtitle: "Reduzierungen zum richtigen Zeitpunkt und in der richtigen Höhe",
    persona: "Nina Schulte",
    personaRole: "Head of Pricing eines Modehändlers",
    story:
      "Am Saisonende wird nach festen Stufen reduziert: erst 20, dann 30, dann 50 Prozent, für alle Filialen gleich. Manche Artikel wären auch ohne Rabatt gelaufen, andere bleiben trotz 50 Prozent liegen.",
    pain: "Wir verschenken Marge bei Ware, die ohnehin verkauft worden wäre, und sitzen trotzdem auf Restbeständen.",
    solution:
      "Ein Modell schätzt für jeden Artikel und jede Region, wie der Abverkauf auf Preisänderungen reagiert, und berechnet den besten Zeitpunkt und die beste Höhe der Reduzierung bis zum Saisonende. Das Pricing-Team legt Leitplanken fest, etwa Mindestmargen und Preispunkte; die Vorschläge gehen nach Freigabe in ERP, Kasse und Onlineshop. Wird eine Reduzierung beworben, weist das System den niedrigsten Preis der letzten 30 Tage mit aus (§ 11 PAngV).",
    steps: [
      "Abverkauf, Bestände und Preishistorie werden je Artikel und Region zusammengeführt.",
      "Das Modell lernt, wie stark die Nachfrage auf Preisänderungen reagiert.",
      "Das Pricing-Team legt Leitplanken wie Mindestmarge und Preispunkte fest.",
      "Die Reduzierungen werden je Artikel und Region vorgeschlagen und begründet.",
      "Freigegebene Preise gehen automatisch an ERP, Kasse und Onlineshop.",
    ],
    benefits: [
      { title: "Mehr Marge im Abverkauf", impact: "z. B. bis zu 3 Prozentpunkte mehr Rohertrag im Saisonabverkauf" },
      { title: "Weniger Restware", impact: "z. B. bis zu 25 % weniger Restbestand am Saisonende" },
      { title: "Schnellere Entscheidungen", impact: "z. B. Preisrunde in einem Tag statt einer Woche" },
    ],
    quote:
      "Wir reduzieren heute weniger und verkaufen trotzdem mehr ab. Und jede Reduzierung lässt sich gegenüber dem Einkauf begründen.",
  },
  {
    id: "assortment",
    key: "retail.assortment",
    icon: "layout-grid",
    image: "retail-assortment.svg",
    title: "Sortiment je Standort planen",
    subtitle: "Das richtige Regal für jede Filiale, nicht für den Durchschnitt",
    persona: "Markus Lehmann",
    personaRole: "Category Manager einer Baumarktkette",
    story:
      "Alle Märkte bekommen dasselbe Sortiment und denselben Regalplan, ob in der Innenstadt oder am Stadtrand mit großen Gärten. Listungsentscheidungen fallen einmal im Jahr auf Basis von Gesamtumsätzen.",
    pain: "Im Innenstadtmarkt stehen Rasenmäher, im Markt am Stadtrand fehlt der Gartenbedarf. Der Durchschnitt passt nirgends richtig.",
    solution:
      "Die KI bildet Filialcluster aus Kaufverhalten, Einzugsgebiet und Fläche und zeigt, welche Artikel sich gegenseitig ersetzen und welche wirklich zusätzlichen Umsatz bringen. Daraus schlägt sie je Cluster Listungen, Auslistungen und Regalflächen vor, bis zum Entwurf des Regalplans.",
    steps: [
      "Kassendaten, Sortiment, Flächen und Standortdaten werden zusammengeführt.",
      "Filialen werden nach Kaufverhalten und Einzugsgebiet zu Clustern gruppiert.",
      "Das Modell erkennt, welche Artikel sich ersetzen und welche zusätzlich gekauft werden.",
      "Je Cluster entstehen Vorschläge für Listungen und Regalflächen.",
      "Das Category Management entscheidet, die Regalpläne gehen an die Märkte.",
    ],
    benefits: [
      { title: "Mehr Umsatz je Fläche", impact: "z. B. bis zu 5 % mehr Umsatz je Regalmeter" },
      { title: "Schlankere Sortimente", impact: "z. B. bis zu 10 % weniger Langsamdreher" },
      { title: "Schnellere Regalplanung", impact: "z. B. Regalplanentwürfe in Tagen statt Wochen" },
    ],
    quote:
      "Wir diskutieren Listungen jetzt anhand von Daten je Standort und nicht mehr danach, welcher Marktleiter am lautesten ist.",
  },
  {
    id: "service",
    key: "retail.service",
    icon: "headset",
    image: "retail-service.svg",
    title: "Kundenservice automatisieren",
    subtitle: "Antworten mit Bestell- und Lieferdaten, in jedem Kanal",
    persona: "Lena Fischer",
    personaRole: "Leiterin Kundenservice eines Omnichannel-Händlers",
    story:
      "Nach jeder Aktion steigen die Anfragen per E-Mail, Chat und Telefon sprunghaft. Die meisten drehen sich um Lieferstatus, Rücksendungen und Rechnungen, und jede Antwort erfordert den Blick in drei Systeme.",
    pain: "Wir beantworten jeden Tag hundertmal dieselben Fragen und haben keine Zeit für die schwierigen Fälle.",
    solution:
      "Ein KI-Assistent versteht Anliegen in E-Mail und Chat, ruft Bestellung, Lieferstatus und Rechnung aus Shop und ERP ab und formuliert die Antwort im Ton Ihres Hauses. Einfache Anliegen erledigt er selbst, etwa eine Retoure anmelden oder eine Rechnung erneut senden. Alles andere übergibt er mit Zusammenfassung an Ihr Team. Ihre Kunden sehen, dass eine Antwort von einem KI-Assistenten kommt (Art. 50 KI-Verordnung).",
    steps: [
      "E-Mail, Chat und Ticketsystem werden angebunden.",
      "Der Assistent erkennt Anliegen und Bestellung und ruft die Daten aus Shop und ERP ab.",
      "Standardanliegen werden nach festgelegten Regeln direkt beantwortet.",
      "Komplexe Fälle gehen mit Zusammenfassung und Antwortentwurf an das Team.",
      "Auswertungen zeigen, welche Anliegen zunehmen und warum.",
    ],
    benefits: [
      { title: "Entlastetes Team", impact: "z. B. bis zu 50 % der Anfragen ohne manuelle Bearbeitung" },
      { title: "Schnellere Antworten", impact: "z. B. Antwort in Minuten statt in 24 Stunden" },
      { title: "Zufriedenere Kunden", impact: "z. B. bis zu 15 Prozentpunkte höhere Kundenzufriedenheit (CSAT)" },
    ],
    quote:
      "Nach der letzten Rabattaktion hatten wir zum ersten Mal keinen Rückstau. Mein Team kümmert sich um die Kunden, die wirklich Hilfe brauchen.",
  },
  {
    id: "returns",
    key: "retail.returns",
    icon: "package-x",
    image: "retail-returns.svg",
    title: "Retourenquote senken",
    subtitle: "Ursachen erkennen, bevor die nächste Bestellung zurückkommt",
    persona: "Philipp Neumann",
    personaRole: "Leiter E-Commerce eines Modehändlers",
    story:
      "Fast jede zweite Onlinebestellung kommt zurück, oft mit dem Grund „passt nicht“. Welche Artikel, Größen oder Produktbeschreibungen dahinterstecken, weiß niemand genau.",
    pain: "Wir bezahlen jede Retoure doppelt, beim Versand und bei der Aufbereitung, und wissen nicht einmal, warum sie zurückkommt.",
    solution:
      "Die KI wertet Retourengründe, Freitexte, Bewertungen und Größendaten je Artikel aus und findet die Ursachen: fehlerhafte Größentabellen, irreführende Fotos oder Beschreibungen, Qualitätsprobleme einer Charge. Sie gibt Empfehlungen für Produktdaten und Einkauf und weist im Shop auf passende Größen hin.",
    steps: [
      "Retourengründe, Bewertungen und Bestelldaten werden je Artikel zusammengeführt.",
      "Die KI liest Freitexte und erkennt Muster wie „fällt klein aus“.",
      "Auffällige Artikel und Größen werden mit Ursache gemeldet.",
      "Produktdaten und Größenhinweise im Shop werden angepasst.",
      "Der Einkauf erhält Rückmeldungen zu Passform und Qualität je Lieferant.",
    ],
    benefits: [
      { title: "Weniger Retouren", impact: "z. B. bis zu 15 % weniger Retouren in betroffenen Warengruppen" },
      { title: "Bessere Produktdaten", impact: "z. B. fehlerhafte Größentabellen innerhalb von Tagen erkannt" },
      { title: "Geringere Kosten", impact: "z. B. sechsstellige Einsparung pro Jahr bei Versand und Aufbereitung" },
    ],
    quote:
      "Zwei Lieferanten hatten schlicht falsche Größentabellen. Das hätten wir ohne die Auswertung nie so schnell gefunden.",
  },
];

export default overlay("de", "use-cases/retail", retail);
