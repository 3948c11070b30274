import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import { stripParenthetical } from "~/components/erp/strip-parenthetical";
import de from "#common/locales/de/services";
import en from "#common/locales/en/services";

const Page = pageIsland(() => import("~/pages/services"));

export const loader = pageHead("services", { de, en }, (lang) => ({
  jsonLd: {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: (lang === "de" ? de : en).faq.items.map((item) => ({
      "@type": "Question",
      name: stripParenthetical(item.question),
      acceptedAnswer: { "@type": "Answer", text: `${item.intro} ${stripParenthetical(item.point)}.` },
    })),
  },
}));
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
