import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

const control =
  "block w-full min-w-0 rounded-xl border border-ink-900/20 bg-white px-3.5 text-base text-ink-950 shadow-xs transition-colors placeholder:text-ink-500 hover:border-ink-900/35 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600 aria-invalid:border-red-700 disabled:opacity-60";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, "h-12", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "py-3 leading-relaxed", className)} {...props} />;
}

/** The native select: keyboard type-ahead, mobile pickers and no-JS behaviour come for free. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        control,
        "h-12 appearance-none bg-[url('data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2024%2024%22%20fill%3D%22none%22%20stroke%3D%22%2345566d%22%20stroke-width%3D%222%22%3E%3Cpath%20d%3D%22m6%209%206%206%206-6%22%2F%3E%3C%2Fsvg%3E')] bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10",
        className,
      )}
      {...props}
    />
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown after the label as an asterisk; its meaning is given by `requiredLabel`. */
  required?: boolean;
  requiredLabel?: string;
  /** A line under the control saying what it is for; wire it with `fieldIds(id, error, true)`. */
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label, control, its hint and the error under it; the control gets its ids from `fieldIds(id)`. */
export function Field({ id, label, required, requiredLabel, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn("grid min-w-0 content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        {required && (
          <span className="text-accent-700" title={requiredLabel}>
            {" *"}
            {requiredLabel && <span className="sr-only">{` (${requiredLabel})`}</span>}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria wiring for a control inside `Field`: described by its hint (when it has one) and its error. */
export function fieldIds(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}
