import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import de from "#common/locales/de/digital-transformation";
import en from "#common/locales/en/digital-transformation";

const Page = pageIsland(() => import("~/pages/digital-transformation"));

export const loader = pageHead("digitalTransformation", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
