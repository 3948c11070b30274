import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { caseInUrl } from "~/features/ai-use-cases/open-case";
import { industryPageHead } from "~/lib/page-head";
import de from "#common/locales/de/ai-energy";
import en from "#common/locales/en/ai-energy";

const Page = pageIsland(() => import("~/pages/ai-energy"), { loadAtOnce: caseInUrl });

export const loader = industryPageHead("aiEnergy", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
