import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/exit";
import en from "~/locales/en/exit";

registerMessages("exit", { de, en });

export const meta = pageMeta("exit");

export default function ExitPage() {
  return (
    <>
      <PageHero ns="exit" />
      <ContactCta />
    </>
  );
}
