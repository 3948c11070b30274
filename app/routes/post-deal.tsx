import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/post-deal";
import en from "~/locales/en/post-deal";

registerMessages("postDeal", { de, en });

export const meta = pageMeta("postDeal");

export default function PostDealPage() {
  return (
    <>
      <PageHero ns="postDeal" />
      <ContactCta />
    </>
  );
}
