import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { phasePageHead } from "~/lib/phase-page-head";
import de from "~/locales/de/post-deal";
import en from "~/locales/en/post-deal";

const Page = pageIsland(() => import("~/pages/post-deal"));

export const loader = phasePageHead("postDeal", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
