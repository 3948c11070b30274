import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { phasePageHead } from "~/lib/page-head";
import de from "#common/locales/de/exit";
import en from "#common/locales/en/exit";

const Page = pageIsland(() => import("~/pages/exit"));

export const loader = phasePageHead("exit", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
