const odooMigration = {
  meta: {
    title: "Odoo-Migration auf Version 17 zum Festpreis von 5.000 EUR",
    description:
      "Migration von jeder Odoo-Version (7.0 bis 16.0) auf Odoo 17 zum Festpreis von 5.000 EUR, inklusive Code-Audit, Datenübernahme, Go-live-Vorbereitung und eintägigem Workshop.",
  },
  hero: {
    eyebrow: "Odoo-Migration",
    title: "Von jeder Odoo-Version auf Odoo 17, zum Festpreis von 5.000 EUR",
    intro:
      "Ob 7.0 oder 16.0: Wir migrieren Ihr System auf Odoo 17, inklusive Code-Audit, Datenübernahme, Go-live-Vorbereitung und einem eintägigen Business-Workshop. In 3 bis 4 Wochen sind Sie live, danach begleiten wir Sie in der Hypercare.",
  },
};

export default odooMigration;
