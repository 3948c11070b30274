import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { caseInUrl } from "~/features/ai-use-cases/open-case";
import { industryPageHead } from "~/lib/page-head";
import de from "#common/locales/de/ai-logistics";
import en from "#common/locales/en/ai-logistics";

const Page = pageIsland(() => import("~/pages/ai-logistics"), { loadAtOnce: caseInUrl });

export const loader = industryPageHead("aiLogistics", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
