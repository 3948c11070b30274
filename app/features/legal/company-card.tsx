import { Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { legal, phoneHref } from "#common/config/legal";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { PostalAddress } from "./postal-address";

const linkClass = "font-semibold text-ink-950 underline-offset-4 hover:text-accent-700 hover:underline break-all";

interface CompanyCardLabels {
  address: string;
  phone: string;
  email: string;
  privacyEmail: string;
}

function Item({
  icon,
  label,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="flex items-center gap-2 text-sm text-ink-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 pl-7 leading-relaxed text-ink-950">{children}</dd>
    </div>
  );
}

/**
 * The company's address and contact routes from the legal config, as a card: the controller in the
 * privacy policy, the contact block of the cookie policy.
 */
export function CompanyCard({ labels, showPhone = true }: { labels: CompanyCardLabels; showPhone?: boolean }) {
  const iconClass = "size-5 shrink-0 text-accent-600";
  return (
    <dl className={cn(card({ shadow: true }), "mt-6 grid gap-5 p-6 sm:grid-cols-2 sm:gap-x-8")}>
      <Item
        icon={<MapPin aria-hidden="true" className={iconClass} />}
        label={labels.address}
        className={showPhone ? "sm:row-span-3" : "sm:row-span-2"}
      >
        <PostalAddress />
      </Item>
      {showPhone && (
        <Item icon={<Phone aria-hidden="true" className={iconClass} />} label={labels.phone}>
          <a href={phoneHref(legal.phone)} className={linkClass}>
            {legal.phone}
          </a>
        </Item>
      )}
      <Item icon={<Mail aria-hidden="true" className={iconClass} />} label={labels.email}>
        <a href={`mailto:${legal.email}`} className={linkClass}>
          {legal.email}
        </a>
      </Item>
      <Item icon={<ShieldCheck aria-hidden="true" className={iconClass} />} label={labels.privacyEmail}>
        <a href={`mailto:${legal.privacyEmail}`} className={linkClass}>
          {legal.privacyEmail}
        </a>
      </Item>
    </dl>
  );
}
