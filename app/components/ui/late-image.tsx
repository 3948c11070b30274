import type { ImgHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { latePlaceholder, lateSrcAttribute } from "~/lib/late-images";
import { useHydrated } from "~/lib/use-hydrated";

type LateImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "loading" | "className"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The image's box: its size, background and border while the image is not there. */
  className?: string;
};

/**
 * An image below the first screen that starts loading only after the page's largest paint
 * (ADR 0049): lazy images within the browser's loading distance are otherwise fetched and decoded
 * before that paint and delay it. Prerendered with a transparent placeholder; the first-view
 * script gives it its address from `data-late-src` once the paint is reported, a live component
 * right after hydration (at once when the app renders it). Without JavaScript the `<noscript>`
 * twin shows it in the same box.
 */
export function LateImage({ src, alt, className, ...image }: LateImageProps) {
  const live = useHydrated();
  const fill = "absolute inset-0 size-full";
  return (
    <div className={cn("relative", className)}>
      <img
        {...image}
        alt={alt}
        {...{ [lateSrcAttribute]: src }}
        src={live ? src : latePlaceholder}
        loading="lazy"
        decoding="async"
        className={fill}
        // The first-view script may have given the prerendered image its address before hydration.
        suppressHydrationWarning
      />
      <noscript>
        <img {...image} alt={alt} src={src} className={fill} />
      </noscript>
    </div>
  );
}
