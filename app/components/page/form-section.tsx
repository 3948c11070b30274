import type { ReactNode } from "react";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A form card in two thirds with side cards on the right; stacked below 1024 px. */
export function FormSection({ title, form, aside }: { title: string; form: ReactNode; aside: ReactNode }) {
  return (
    <section className="container-page grid gap-8 py-14 md:py-20 lg:grid-cols-3">
      <div className={cn(card({ shadow: true }), "p-6 md:p-8 lg:col-span-2")}>
        <h2 className="mb-6 text-2xl font-semibold text-ink-950">{title}</h2>
        {form}
      </div>
      <aside className="grid content-start gap-6">{aside}</aside>
    </section>
  );
}
