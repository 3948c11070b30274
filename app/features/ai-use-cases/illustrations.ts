/**
 * The use-case illustrations: self-made SVGs in app/features/ai-use-cases/illustrations, all drawn
 * on a 640 x 400 canvas in the site palette, shown with their dimensions set. They are hashed,
 * immutable files; the card row shows them as late images (ADR 0049), which start after the
 * page's largest paint.
 */
const urls = import.meta.glob<string>("./illustrations/*.svg", {
  query: "?url&no-inline",
  import: "default",
  eager: true,
});

const byName = new Map(Object.entries(urls).map(([path, url]) => [path.split("/").pop()!, url]));

export interface Illustration {
  src: string;
  width: number;
  height: number;
}

export const illustrationSize = { width: 640, height: 400 } as const;

/** The illustration behind a content item's `image` file name. */
export function illustration(name: string): Illustration {
  const src = byName.get(name);
  if (!src) throw new Error(`No illustration ${name} in app/features/ai-use-cases/illustrations`);
  return { src, ...illustrationSize };
}
