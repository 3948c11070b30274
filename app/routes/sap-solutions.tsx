import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import de from "~/locales/de/sap-solutions";
import en from "~/locales/en/sap-solutions";

const Page = pageIsland(() => import("~/pages/sap-solutions"));

export const loader = pageHead("sapSolutions", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
