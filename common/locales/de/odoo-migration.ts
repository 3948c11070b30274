import { overlay } from "../../content/overlay";

const odooMigration = {
  meta: {
    title: "Odoo-Migration auf Version 17: {{odooMigrationFixedPriceEur}} Festpreis zzgl.\u00a0USt.",
    description:
      "Migration von jeder Odoo-Version (7.0 bis 16.0) auf Odoo 17 zum Festpreis von {{odooMigrationFixedPriceEur}} zzgl.\u00a0USt. für Standardmodule und Daten, mit kostenlosem Code-Audit vorab, Go-live-Vorbereitung, eintägigem Workshop und Hypercare.",
  },
  hero: {
    eyebrow: "Odoo-Migration",
    title: "Von jeder Odoo-Version auf Odoo 17: {{odooMigrationFixedPriceEur}} Festpreis zzgl.\u00a0USt.",
    intro:
      "Ob 7.0 oder 16.0: Wir migrieren Ihr System auf Odoo 17. Der Festpreis umfasst die Standardmodule, die Datenübernahme, die Go-live-Vorbereitung, einen eintägigen Business-Workshop und die Hypercare nach dem Go-live. 3 bis 4\u00a0Wochen nach Freigabe des Upgrade-Plans sind Sie live.",
    cta: "Kostenloses Code-Audit anfragen",
    facts: [
      { value: "{{odooMigrationFixedPriceEur}}", label: "Festpreis zzgl.\u00a0USt. für Standardmodule und Daten" },
      { value: "3–\u20604\u00a0Wochen", label: "von der Freigabe des Upgrade-Plans bis zum Go-live, danach Hypercare" },
      { value: "7.0 → 17", label: "jede Version von 7.0 bis 16.0" },
    ],
    includesTitle: "Im Festpreis enthalten",
    includes: [
      "Migration der Odoo-Standardmodule",
      "Datenübernahme mit Prüfung der Salden und Bestände",
      "Go-live-Vorbereitung mit Testmigration",
      "Eintägiger Business-Workshop bei Ihnen vor Ort",
    ],
    /** The last included item: the weeks of support after go-live (common/config/figures.ts). */
    hypercare_one: "{{count}}\u00a0Woche Hypercare nach dem Go-live",
    hypercare_other: "{{count}}\u00a0Wochen Hypercare nach dem Go-live",
    audit: "Vorab und kostenlos, auch wenn Sie danach nicht migrieren: das Code-Audit Ihrer Module und Anpassungen.",
    customCode:
      "Nicht im Festpreis: Eigenentwicklungen und Module von Drittanbietern (Odoo Apps, OCA), die für Odoo 17 neu gebaut werden müssen; dafür erhalten Sie nach dem Code-Audit ein eigenes Festpreisangebot. Ebenfalls nicht enthalten sind die Lizenzgebühren für Odoo Enterprise.",
    /** How long Odoo supports the target version (common/config/figures.ts, the owner confirms it). */
    targetSupport:
      "Herstellerunterstützung für Odoo 17: laut Odoo bis {{odooTargetSupportedUntil}}. Odoo unterstützt jeweils die drei neuesten Hauptversionen.",
  },
  benefits: {
    eyebrow: "Ihr Nutzen",
    title: "Was Odoo 17 Ihrem Geschäft bringt",
    items: [
      {
        title: "Buchhaltung & DATEV-Anbindung",
        text: "Odoo 17 bringt eine deutlich ausgereiftere Finanzbuchhaltung mit. Den DATEV-Export richten wir so ein, dass Ihre Steuerkanzlei ohne Nacharbeit weiterarbeiten kann.",
      },
      {
        title: "Bessere Oberfläche",
        text: "Schnellere Masken, eine bessere Suche und eine Bedienung, die auch auf Tablets funktioniert: Ihre Mitarbeitenden erledigen Routineaufgaben spürbar zügiger.",
      },
      {
        title: "Weniger Altlasten im Code",
        text: "Wir prüfen jede Eigenentwicklung: Wo Odoo 17 dieselbe Aufgabe im Standard abdeckt, ersetzen wir sie durch den Standard. Das senkt den Wartungsaufwand und das Risiko bei künftigen Updates.",
      },
    ],
  },
  process: {
    eyebrow: "Ablauf",
    title: "In vier Schritten zu Odoo 17",
    steps: [
      {
        title: "Kostenloses Code-Audit",
        text: "Wir analysieren Ihre Module, Anpassungen und Datenbank und zeigen Ihnen Risiken und Aufwand, bevor Sie sich festlegen. Das Audit ist kostenlos, auch wenn Sie danach nicht migrieren.",
      },
      {
        title: "Eintägiger Business-Workshop",
        text: "Mit Ihren Key Usern klären wir vor Ort, welche Abläufe bleiben, welche sich vereinfachen lassen und was Odoo 17 im Standard abdeckt. Der Workshop ist Teil des Festpreises; beauftragen Sie die Migration danach nicht, berechnen wir ihn nicht. Reisekosten innerhalb Deutschlands sind enthalten.",
      },
      {
        title: "Upgrade-Plan mit Festpreisangebot",
        text: "Sie erhalten einen verbindlichen Plan mit Terminen und dem Festpreis von {{odooMigrationFixedPriceEur}} zzgl.\u00a0USt. für Standardmodule, Daten und Hypercare. Eigenentwicklungen und Module von Drittanbietern, die neu gebaut werden müssen, bieten wir vorab gesondert zum Festpreis an.",
      },
      {
        title: "Go-live und Hypercare in 3 bis 4\u00a0Wochen",
        text: "Nach einer Testmigration und Ihrer Abnahme gehen Sie live. In der anschließenden Hypercare, die im Festpreis enthalten ist, kümmern wir uns vorrangig um Auffälligkeiten und beheben sie im Rahmen der Hypercare.",
      },
    ],
  },
  delivery: {
    eyebrow: "Liefermodell",
    title: "Beratung in Deutschland, Umsetzung durch unser Partnerteam",
    items: [
      {
        title: "Beratung vor Ort in Deutschland",
        text: "Workshop, Prozessfragen und Abnahme besprechen Sie persönlich mit Ihrem Berater, auf Deutsch und bei Ihnen im Haus.",
      },
      {
        title: "Technische Umsetzung durch ein Partnerteam",
        text: "Erfahrene Odoo-Entwickler unseres Partnerteams migrieren Code und Daten. Wir steuern sie und prüfen jedes Ergebnis.",
      },
      {
        title: "Begleitung beim Go-live",
        text: "Am Umstellungstag und während der Hypercare sind wir direkt für Ihre Anwender erreichbar.",
      },
    ],
  },
  audience: {
    eyebrow: "Für wen",
    title: "Die Festpreis-Migration passt zu Ihnen, wenn …",
    items: [
      "Sie Odoo 7.0 bis 16.0 einsetzen und Ihre Version nicht mehr oder bald nicht mehr vom Hersteller unterstützt wird",
      "Ihre Buchhaltung mit DATEV arbeitet oder künftig arbeiten soll",
      "Eigenentwicklungen bisher jedes Update teuer und riskant gemacht haben",
      "Sie ein festes Budget und einen verlässlichen Termin brauchen",
      "Sie Community oder Enterprise nutzen und vor dem Wechsel wissen wollen, was auf Sie zukommt",
    ],
  },
  floating: "Kostenlose ERP-Beratung",
};

declare module "../types" {
  interface Namespaces {
    odooMigration: typeof odooMigration;
  }
}

export default overlay("de", "odoo-migration", odooMigration);
