const cookiePolicy = {
  meta: {
    title: "Cookie-Richtlinie",
    description:
      "Welche Cookies und Speichertechniken die Website von Neutra Tech verwendet, wozu sie dienen, wie lange sie gespeichert bleiben und wie Sie Ihre Einwilligung verwalten.",
  },
  hero: {
    eyebrow: "Rechtliches",
    title: "Cookie-Richtlinie",
    intro:
      "Hier erfahren Sie, welche Cookies und vergleichbaren Techniken wir einsetzen, zu welchem Zweck und wie lange. Nicht notwendige Techniken verwenden wir nur mit Ihrer Einwilligung, die Sie jederzeit ändern oder widerrufen können.",
  },
};

export default cookiePolicy;
