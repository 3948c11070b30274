import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/page-head";
import de from "#common/locales/de/imprint";
import en from "#common/locales/en/imprint";

const Page = pageIsland(() => import("~/pages/imprint"));

export const loader = pageHead({ de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
