import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { usePageDialog } from "~/components/ui/page-dialog";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/scheduling";
import en from "#common/locales/en/scheduling";
import { BookDemoDialog } from "./book-demo-dialog";

registerMessages("scheduling", { de, en });

interface BookDemoButtonProps {
  /** The button's label; the dialog's copy is the same everywhere. */
  children: ReactNode;
  variant?: "primary" | "secondary" | "inverse";
  size?: "md" | "lg";
  className?: string;
}

/**
 * A "book demo" button and the dialog it opens (prerendered closed, opened by the page controls):
 * the 30-minute scheduling page behind the ConsentGate.
 */
export function BookDemoButton({ children, variant = "primary", size = "lg", className }: BookDemoButtonProps) {
  const { opener, ...ids } = usePageDialog();
  return (
    <>
      <Button {...opener} variant={variant} size={size} className={className}>
        {children}
      </Button>
      <BookDemoDialog ids={ids} />
    </>
  );
}
