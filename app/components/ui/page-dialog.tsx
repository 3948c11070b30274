import { X } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { dialogCloseProps, dialogOpenerProps } from "~/lib/page-controls/markup";

/**
 * A modal dialog that is part of the page: a native <dialog>, prerendered closed, which the page
 * controls open from any button carrying `opener` (docs/decisions/0060), before React is there
 * and after. As Radix's dialog did: the rest of the page is inert and still, Tab stays inside,
 * Escape, the close button and a click beside it close it, and the focus returns to the opener.
 */
export function usePageDialog() {
  const id = useId();
  return { id, titleId: `${id}title`, descriptionId: `${id}description`, opener: dialogOpenerProps(id) };
}

/** What a dialog's content needs of `usePageDialog`: its ids. */
export type PageDialogIds = Pick<ReturnType<typeof usePageDialog>, "id" | "titleId" | "descriptionId">;

const widths = { md: "max-w-xl", lg: "max-w-2xl", xl: "max-w-3xl", "2xl": "max-w-5xl" } as const;

/** Shared by the centred dialog and the sheet: the backdrop, and the page's text colour (not the browser's). */
export const dialogBase = "text-inherit outline-none backdrop:bg-ink-950/50 backdrop:backdrop-blur-[2px]";

export function PageDialog({
  id,
  titleId,
  descriptionId,
  closeLabel,
  width = "lg",
  className,
  children,
  ...props
}: ComponentProps<"dialog"> & {
  id: string;
  titleId: string;
  descriptionId?: string;
  /** The close button's accessible label: primitives carry no copy. */
  closeLabel?: string;
  width?: keyof typeof widths;
}) {
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      // The page controls set `open`; React never does.
      suppressHydrationWarning
      className={cn(
        dialogBase,
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl md:p-8",
        widths[width],
        className,
      )}
      {...props}
    >
      {children}
      {closeLabel && (
        <button
          {...dialogCloseProps}
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-900/5 hover:text-ink-950"
        >
          <X aria-hidden className="size-5" />
        </button>
      )}
    </dialog>
  );
}

export function PageDialogTitle({ className, children, ...props }: ComponentProps<"h2">) {
  return (
    <h2 className={cn("pr-10 text-2xl font-semibold text-ink-950", className)} {...props}>
      {children}
    </h2>
  );
}

export function PageDialogDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 text-ink-700", className)} {...props} />;
}
