import { lazy, Suspense, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { registerMessages } from "~/i18n/instances";
import { useLazyDialog } from "~/lib/use-lazy-dialog";
import de from "#common/locales/de/scheduling";
import en from "#common/locales/en/scheduling";

registerMessages("scheduling", { de, en });

interface BookDemoButtonProps {
  /** The button's label; the dialog's copy is the same everywhere. */
  children: ReactNode;
  variant?: "primary" | "secondary" | "inverse";
  size?: "md" | "lg";
  className?: string;
}

const BookDemoDialog = lazy(() => import("./book-demo-dialog"));

/** A "book demo" button: opens a dialog with the 30-minute scheduling page behind the ConsentGate. */
export function BookDemoButton({ children, variant = "primary", size = "lg", className }: BookDemoButtonProps) {
  const { loaded, open, dialogProps, show } = useLazyDialog();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        {children}
      </Button>
      {loaded && (
        <Suspense>
          <BookDemoDialog {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}
