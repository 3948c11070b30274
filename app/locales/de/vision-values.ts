const visionValues = {
  meta: {
    title: "Vision & Werte",
    description:
      "Vision, Mission, Positionierung und Werte von Neutra Tech: Nachhaltigkeit, Chancengleichheit, Innovation, Exzellenz und Befähigung.",
  },
  hero: {
    eyebrow: "Über uns",
    title: "Vision & Werte",
    intro:
      "Wir wollen, dass Technologie im Mittelstand, in der Industrie und in der Energiewirtschaft messbar Wert schafft. Dafür verbinden wir strategische Beratung mit Umsetzungsverantwortung und fünf Werten, an denen wir uns messen lassen.",
  },
};

export default visionValues;
