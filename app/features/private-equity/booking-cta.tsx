import { Reveal } from "~/components/page/reveal";
import { BookingLink } from "./booking-link";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

interface BookingCtaProps {
  title: string;
  text: string;
  button: string;
  newTab: string;
}

/** The closing next step of a private-equity sub-page: the external booking page. */
export function BookingCta({ title, text, button, newTab }: BookingCtaProps) {
  return (
    <section aria-labelledby="termin-title" className="container-page py-16 md:py-24">
      <Reveal className={cn(card({ tone: "dark" }), "px-6 py-12 md:px-14 md:py-16")}>
        <h2 id="termin-title" className="max-w-2xl text-3xl font-semibold md:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-100">{text}</p>
        <BookingLink label={button} newTab={newTab} variant="inverse" className="mt-8" />
      </Reveal>
    </section>
  );
}
