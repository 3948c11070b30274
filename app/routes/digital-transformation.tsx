import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/page-head";
import de from "#common/locales/de/digital-transformation";
import en from "#common/locales/en/digital-transformation";

const Page = pageIsland(() => import("~/pages/digital-transformation"));

export const loader = pageHead({ de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
