import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/cookie-policy";
import en from "~/locales/en/cookie-policy";

registerMessages("cookiePolicy", { de, en });

export const meta = pageMeta("cookiePolicy");

export default function CookiePolicyPage() {
  return (
    <>
      <PageHero ns="cookiePolicy" />
      <ContactCta />
    </>
  );
}
