import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/page-head";
import de from "#common/locales/de/cookie-policy";
import en from "#common/locales/en/cookie-policy";

const Page = pageIsland(() => import("~/pages/cookie-policy"));

// /cookie-policy renders this page too; each path keeps its own canonical (the head uses the path).
export const loader = pageHead({ de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
