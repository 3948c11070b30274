import { countryName, legal } from "#common/config/legal";
import { cn } from "~/lib/cn";
import { useLang } from "~/lib/use-lang";

/** The company's postal address from the legal facts, the country named in the page's language. */
export function PostalAddress({ nameClassName }: { nameClassName?: string }) {
  const lang = useLang();
  return (
    <address className="not-italic">
      <span className={cn("block font-semibold", nameClassName)}>{legal.companyName}</span>
      <span className="block">{legal.street}</span>
      <span className="block">{legal.postalCity}</span>
      <span className="block">{countryName(legal.country, lang)}</span>
    </address>
  );
}
