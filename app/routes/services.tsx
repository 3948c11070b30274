import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { faqPage, jsonLdDocument, pageHead } from "~/lib/page-head";
import { stripParenthetical } from "~/features/erp/strip-parenthetical";
import de from "#common/locales/de/services";
import en from "#common/locales/en/services";

const Page = pageIsland(() => import("~/pages/services"));

// The FAQ as the page shows it: questions without their asides, the answer as intro plus first point.
export const loader = pageHead({ de, en }, (lang) => ({
  jsonLd: jsonLdDocument(
    faqPage(
      (lang === "de" ? de : en).faq.items.map((item) => ({
        question: stripParenthetical(item.question),
        answer: `${item.intro} ${stripParenthetical(item.point)}.`,
      })),
    ),
  ),
}));
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
