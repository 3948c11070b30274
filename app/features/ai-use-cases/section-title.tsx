/** The h2 and intro of a use-case page section; the h2's id is `<sectionId>-title`. */
export function SectionTitle({ sectionId, title, intro }: { sectionId: string; title: string; intro: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={`${sectionId}-title`} className="text-3xl font-semibold text-ink-950 md:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-ink-700">{intro}</p>
    </div>
  );
}
