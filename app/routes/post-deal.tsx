import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { phasePageHead } from "~/lib/page-head";
import de from "#common/locales/de/post-deal";
import en from "#common/locales/en/post-deal";

const Page = pageIsland(() => import("~/pages/post-deal"));

export const loader = phasePageHead("postDeal", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
