import { overlay } from "../../../content/overlay";
import type { UseCase } from "../../use-case";

/** Logistik: die fünf Anwendungsfälle der Spezifikation (Fracht, Zustellung, Tickets, Bestand, Retouren). */
const logistics: UseCase[] = [
  {
    id: "freight",
    key: "logistics.freight",
    icon: "truck",
    image: "logistics-freight.svg",
    title: "Frachtaufträge automatisch erfassen",
    subtitle: "Aus E-Mail, PDF und Excel direkt ins TMS",
    persona: "Katrin Vogt",
    personaRole: "Leiterin Disposition einer Spedition",
    story:
      "Jeden Morgen liegen über 300 Transportaufträge im Postfach: als PDF, Excel-Liste oder Freitext. Drei Disponenten tippen sie ab, bevor die erste Tour geplant werden kann.",
    pain: "Meine besten Disponenten verbringen den halben Vormittag mit Abtippen statt mit Planen.",
    solution:
      "Eine KI liest eingehende Aufträge aus E-Mails und Anhängen, erkennt Auftraggeber, Lade- und Entladestelle, Zeitfenster, Gewichte und Gefahrgut-Hinweise und legt den Auftrag vollständig im TMS oder in SAP TM an. Was sie nicht sicher erkennt, markiert sie zur Prüfung, statt zu raten.",
    steps: [
      "Das Auftragspostfach und die üblichen Formate Ihrer Kunden werden angebunden.",
      "Die KI liest die Felder aus und gleicht Kunden und Adressen mit Ihren Stammdaten ab.",
      "Regeln prüfen die Plausibilität: Termine, Gewichte, Lademeter und Gefahrgut.",
      "Die Disposition bestätigt nur die markierten Fälle, mit dem Originaldokument daneben.",
      "Der Auftrag steht im TMS, der Kunde erhält seine Auftragsbestätigung automatisch.",
    ],
    benefits: [
      { title: "Weniger Abtippen", impact: "z. B. bis zu 60 % weniger manuelle Erfassung" },
      { title: "Schnellere Bestätigung", impact: "z. B. Auftragsbestätigung in Minuten statt Stunden" },
      { title: "Saubere Daten", impact: "z. B. bis zu 80 % weniger Rückfragen wegen falscher Adressen" },
    ],
    quote:
      "Wir planen jetzt ab sieben Uhr Touren statt ab zehn. Das Abtippen erledigt das System, wir kümmern uns um die Ausnahmen.",
  },
  {
    id: "delivery",
    key: "logistics.delivery",
    icon: "route",
    image: "logistics-delivery.svg",
    title: "Zustellprobleme vorhersehen",
    subtitle: "Verspätungen erkennen, bevor der Kunde anruft",
    persona: "Murat Yılmaz",
    personaRole: "Leiter Zustellung im Stückgutnetz",
    story:
      "Die Touren sind geplant, doch Staus, enge Zeitfenster und nicht angetroffene Empfänger bringen den Tag durcheinander. Von Verspätungen erfährt die Leitstelle oft erst, wenn der Kunde anruft.",
    pain: "Wir hören von Verspätungen meist durch den Anruf des Kunden, nicht durch unsere Systeme.",
    solution:
      "Ein Prognosemodell verbindet Telematikdaten, Verkehrslage, Standzeiten vergangener Touren und die zugesagten Zeitfenster. Für jeden Stopp berechnet es laufend die erwartete Ankunftszeit und das Risiko einer Verspätung. Gefährdete Sendungen erscheinen früh in der Leitstelle, mit Vorschlag zur Umplanung und vorbereiteter Kundeninformation.",
    steps: [
      "Telematik-, Tour- und Sendungsdaten werden zusammengeführt.",
      "Das Modell lernt aus Ihren Zustellhistorien, wie lange Stopps wirklich dauern.",
      "Während der Tour wird die Ankunftszeit für jeden Stopp laufend neu berechnet.",
      "Die Leitstelle erhält eine Frühwarnung mit Vorschlag zur Umplanung.",
      "Empfänger werden proaktiv und mit neuem Zeitfenster informiert.",
    ],
    benefits: [
      { title: "Pünktlichere Zustellung", impact: "z. B. bis zu 25 % weniger verspätete Zustellungen" },
      {
        title: "Ruhigere Leitstelle",
        impact: "z. B. bis zu 40 % weniger Anrufe mit der Frage nach dem Sendungsstatus",
      },
      { title: "Weniger Zweitzustellungen", impact: "z. B. bis zu 15 % weniger erfolglose Zustellversuche" },
    ],
    quote:
      "Heute rufen wir den Kunden an, bevor er uns anruft. Das hat die Stimmung in der Leitstelle spürbar verändert.",
  },
  {
    id: "tickets",
    key: "logistics.tickets",
    icon: "inbox",
    image: "logistics-tickets.svg",
    title: "Service-Tickets vorsortieren",
    subtitle: "Anfragen verstehen, zuordnen und beantworten",
    persona: "Julia Hartmann",
    personaRole: "Teamleiterin Kundenservice in der Kontraktlogistik",
    story:
      "Statusanfragen, Schadensmeldungen, Bitten um Abliefernachweise und Reklamationen landen in einem gemeinsamen Postfach. Bis ein Anliegen beim richtigen Team ist, vergeht oft ein halber Tag.",
    pain: "Die Hälfte der Zeit geht für Lesen und Weiterleiten drauf, bevor überhaupt jemand das Problem löst.",
    solution:
      "Die KI ordnet jede eingehende Nachricht nach Anliegen, Dringlichkeit und Kunde ein, liest Sendungs- und Auftragsnummern aus und holt den aktuellen Status aus TMS oder WMS. Das zuständige Team erhält das Ticket mit allen Informationen und einem Antwortentwurf. Einfache Statusanfragen beantwortet sie nach Ihren Regeln selbst; wer anfragt, sieht, dass die Antwort von einer KI kommt (Art. 50 KI-Verordnung).",
    steps: [
      "Postfächer und Ticketsystem werden angebunden.",
      "Anliegen, Dringlichkeit und Kunde werden erkannt, Schadensfälle vorgezogen.",
      "Sendungsstatus und Abliefernachweis werden automatisch nachgeschlagen.",
      "Die Sachbearbeitung erhält einen Antwortentwurf und gibt ihn frei.",
    ],
    benefits: [
      { title: "Schnellere Erstreaktion", impact: "z. B. Erstreaktion in unter einer Stunde statt am nächsten Tag" },
      { title: "Weniger Routinearbeit", impact: "z. B. bis zu 50 % der Statusanfragen ohne manuelle Recherche" },
      { title: "Klare Prioritäten", impact: "z. B. Schadensmeldungen und Eilfälle stehen immer oben" },
    ],
    quote:
      "Mein Team löst jetzt Probleme, statt E-Mails zu sortieren. Und unsere Kunden merken, dass wir schneller antworten.",
  },
  {
    id: "inventory",
    key: "logistics.inventory",
    icon: "boxes",
    image: "logistics-inventory.svg",
    title: "Bestände ausgleichen",
    subtitle: "Bedarf je Lager vorhersagen, Umlagerungen vorschlagen",
    persona: "Thomas Berger",
    personaRole: "Leiter Bestandsmanagement in der Ersatzteillogistik",
    story:
      "In einem Lager fehlen Artikel, im anderen liegen sie seit Monaten. Die Disposition arbeitet mit Excel und Erfahrung, weil die Meldebestände im ERP seit Jahren nicht angepasst wurden.",
    pain: "Wir haben gleichzeitig Fehlmengen und zu viel Bestand, nur eben an den falschen Orten.",
    solution:
      "Ein Prognosemodell berechnet den Bedarf je Artikel und Standort aus Warenbewegungen, Saisonverläufen und geplanten Aktionen. Daraus schlägt es neue Sicherheits- und Meldebestände vor und erzeugt Umlagerungsvorschläge zwischen den Lagern, bewertet nach Transportkosten und Lieferfähigkeit. Die Disposition gibt frei, gebucht wird in SAP oder im WMS.",
    steps: [
      "Bewegungs- und Stammdaten werden aus SAP und dem WMS übernommen.",
      "Der Bedarf wird je Artikel und Lager für die nächsten Wochen prognostiziert.",
      "Sicherheits- und Meldebestände werden neu berechnet.",
      "Umlagerungsvorschläge werden nach Kosten und Nutzen bewertet und sortiert.",
      "Die Disposition gibt frei, die Buchung läuft im ERP.",
    ],
    benefits: [
      { title: "Höhere Verfügbarkeit", impact: "z. B. bis zu 30 % weniger Fehlmengen" },
      { title: "Weniger gebundenes Kapital", impact: "z. B. bis zu 15 % niedrigere Bestände" },
      { title: "Weniger Eilfrachten", impact: "z. B. bis zu 20 % weniger Expressumlagerungen" },
    ],
    quote:
      "Die Vorschläge sind nachvollziehbar, deshalb vertraut das Team ihnen. Unsere Lager helfen sich jetzt gegenseitig aus, bevor es eng wird.",
  },
  {
    id: "returns",
    key: "logistics.returns",
    icon: "rotate-ccw",
    image: "logistics-returns.svg",
    title: "Retouren beschleunigen",
    subtitle: "Vom Wareneingang bis zur Gutschrift in einem Durchlauf",
    persona: "Sandra Koch",
    personaRole: "Leiterin Retourenmanagement im E-Commerce-Fulfillment",
    story:
      "In der Saison kommen täglich mehrere Tausend Retouren an. Jede muss identifiziert, geprüft, bewertet und wieder eingelagert werden, und die Kunden warten auf ihre Erstattung.",
    pain: "Nach Weihnachten stapeln sich die Retouren wochenlang, und jeder Tag kostet uns Ware, die an Wert verliert.",
    solution:
      "Die KI ordnet jede Rücksendung anhand von Etikett, Foto und Retourengrund dem Auftrag zu und schlägt die Zustandsbewertung vor: wieder verkaufsfähig, aufzubereiten oder zu entsorgen. Nach Ihren Regeln und dem Warenwert entscheidet sie, wohin der Artikel geht (zurück ins Lager, in die Aufbereitung, an den Lieferanten oder in die Entsorgung), und stößt Erstattung oder Gutschrift automatisch an.",
    steps: [
      "Am Retourenplatz werden Paket und Artikel gescannt und fotografiert.",
      "Die Rücksendung wird Auftrag und Artikel zugeordnet.",
      "Die KI schlägt anhand der Fotos und des Retourengrunds eine Zustandsbewertung vor.",
      "Regeln entscheiden über Wiedereinlagerung, Aufbereitung, Rücksendung an den Lieferanten oder Entsorgung.",
      "Die Buchung im WMS löst Erstattung oder Gutschrift aus.",
    ],
    benefits: [
      { title: "Kürzere Durchlaufzeit", impact: "z. B. Bearbeitung in 2 statt 10 Tagen" },
      { title: "Schneller wieder verkaufsfähig", impact: "z. B. Wiedereinlagerung am Tag des Wareneingangs" },
      { title: "Weniger Prüfaufwand", impact: "z. B. bis zu 40 % weniger Prüfzeit je Retoure" },
    ],
    quote:
      "Die Retourenspitze nach Weihnachten ist kein Ausnahmezustand mehr. Unsere Kunden bekommen ihr Geld schneller, und die Ware ist früher wieder im Verkauf.",
  },
];

export default overlay("de", "use-cases/logistics", logistics);
