import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { phasePageHead } from "~/lib/page-head";
import de from "#common/locales/de/pre-deal";
import en from "#common/locales/en/pre-deal";

const Page = pageIsland(() => import("~/pages/pre-deal"));

export const loader = phasePageHead("preDeal", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
