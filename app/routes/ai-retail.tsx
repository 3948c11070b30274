import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { caseInUrl } from "~/features/ai-use-cases/open-case";
import { industryPageHead } from "~/lib/page-head";
import de from "#common/locales/de/ai-retail";
import en from "#common/locales/en/ai-retail";

const Page = pageIsland(() => import("~/pages/ai-retail"), { loadAtOnce: caseInUrl });

export const loader = industryPageHead("aiRetail", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
