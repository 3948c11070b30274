const imprint = {
  meta: {
    title: "Impressum",
    description: "Impressum der Neutra Tech: Anbieterkennzeichnung nach § 5 DDG und Verantwortlicher nach § 18 MStV.",
  },
  hero: {
    eyebrow: "Rechtliches",
    title: "Impressum",
    intro:
      "Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG) und zum inhaltlich Verantwortlichen nach § 18 Abs. 2 Medienstaatsvertrag (MStV).",
  },
};

export default imprint;
