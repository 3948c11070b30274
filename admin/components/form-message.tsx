import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A message under a form: errors are announced at once (alert), confirmations politely (status).
 * The live region stays in the page, so a screen reader hears the text that arrives in it.
 */
export function FormMessage({ kind, children }: { kind: "error" | "success"; children?: ReactNode }) {
  return (
    <div role={kind === "error" ? "alert" : "status"} className={cn(!children && "sr-only")}>
      {children && (
        <p
          className={cn(
            "mt-4 rounded-xl px-4 py-3 text-sm",
            kind === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900",
          )}
        >
          {children}
        </p>
      )}
    </div>
  );
}
