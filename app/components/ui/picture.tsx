import type { CSSProperties, ReactNode } from "react";
import type { Lang } from "#common/config/route-table";
import { focalPosition, srcSetOf, type PageImage } from "#common/page-image";
import { cn } from "~/lib/cn";
import { lateSrcAttribute, lateSrcSetAttribute, latePlaceholder, latePlaceholderSrcSet } from "~/lib/late-images";
import { useHydrated } from "~/lib/use-hydrated";

interface PictureProps {
  /** The image as the server laid it into the page (server/media/page-images.ts). */
  image: PageImage;
  /** Its alt text, caption and credit are shown in this language. */
  lang: Lang;
  /** The image's width in the layout, as the `sizes` attribute says it ("(min-width: 64rem) 50vw, 100vw"). */
  sizes: string;
  /**
   * The page's largest paint: fetched at once and first. Its page's head preloads it too
   * (`imagePreload`, app/lib/page-head.ts). Otherwise it waits for the largest paint (ADR 0049).
   */
  priority?: boolean;
  /** The box around the picture and its caption. */
  className?: string;
  /** The image itself: a crop (an aspect ratio) keeps the focal point in view. */
  imageClassName?: string;
  /**
   * Where its caption and credit go: under it (a figure), or nowhere, when the image is too small
   * to carry them (a portrait beside a name) and its place shows the credit itself (`creditOf`).
   */
  caption?: "below" | "elsewhere";
}

/**
 * An uploaded image on a page (docs/decisions/0066): AVIF, then WebP, then the one JPEG, each in
 * the widths that exist; its box sized by the image's own width and height before a byte arrives,
 * the blurred stand-in and the dominant colour behind it until then. Below the first screen it
 * starts after the largest paint, as every late image does; the largest paint itself is eager and
 * high priority. A caption or credit makes it a figure.
 */
export function Picture({
  image,
  lang,
  sizes,
  priority = false,
  className,
  imageClassName,
  caption: captionPlace = "below",
}: PictureProps) {
  const late = !priority;
  const live = useHydrated();
  const alt = image.decorative ? "" : image.alt[lang];
  const caption = image.caption?.[lang];
  const position = focalPosition(image.focal);
  const box = { width: image.width, height: image.height };
  const imageClass = cn("block h-auto w-full object-cover", imageClassName);
  const standIn = standInOf(image, position);
  /** The two sources: waiting for their set, or with it; `marked` where the first-view script finds them. */
  const sources = (waiting: boolean, marked: boolean) =>
    (["avif", "webp"] as const).map((format) => (
      <source
        key={format}
        type={`image/${format}`}
        sizes={sizes}
        srcSet={waiting ? latePlaceholderSrcSet : srcSetOf(image[format])}
        {...(marked && { [lateSrcSetAttribute]: srcSetOf(image[format]) })}
        // The first-view script may have given the prerendered source its set before hydration.
        suppressHydrationWarning
      />
    ));
  const waiting = late && !live;
  const picture = (
    <picture>
      {sources(waiting, late)}
      <img
        {...box}
        alt={alt}
        src={waiting ? latePlaceholder : image.jpeg.path}
        {...(late
          ? { [lateSrcAttribute]: image.jpeg.path, loading: "lazy", decoding: "async" }
          : { loading: "eager", fetchPriority: "high" })}
        className={imageClass}
        style={standIn}
        suppressHydrationWarning
      />
    </picture>
  );
  const shown = (
    <div className="relative">
      {picture}
      {late && (
        // Without JavaScript the image comes at once, over the stand-in's box.
        <noscript>
          <picture>
            {sources(false, false)}
            <img
              {...box}
              alt={alt}
              src={image.jpeg.path}
              loading="lazy"
              className={cn(imageClass, "absolute inset-0 size-full")}
              style={{ objectPosition: position }}
            />
          </picture>
        </noscript>
      )}
    </div>
  );
  const below = captionPlace === "below";
  return (
    <Captioned className={className} caption={below ? caption : undefined} credit={below ? image.credit : undefined}>
      {shown}
    </Captioned>
  );
}

/** Behind the image until it arrives: its dominant colour and its blurred stand-in, cropped as it is. */
const standInOf = (image: PageImage, position: string): CSSProperties => ({
  objectPosition: position,
  ...(image.placeholder && {
    backgroundColor: image.placeholder.colour,
    backgroundImage: `url("${image.placeholder.blurred}")`,
    backgroundPosition: position,
    backgroundSize: "cover",
    backgroundRepeat: "no-repeat",
  }),
});

/** The picture in its box: a caption or credit makes it a figure. */
function Captioned({
  className,
  caption,
  credit,
  children,
}: {
  className?: string;
  caption?: string;
  credit?: string;
  children: ReactNode;
}) {
  if (!caption && !credit) return <div className={className}>{children}</div>;
  return (
    <figure className={className}>
      {children}
      <figcaption className="mt-2 text-sm text-ink-600">
        {caption && <span className="block">{caption}</span>}
        {credit && <Credit>{credit}</Credit>}
      </figcaption>
    </figure>
  );
}

const Credit = ({ children }: { children: ReactNode }) => <small className="block text-xs">{children}</small>;
