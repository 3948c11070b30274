import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/page-head";
import de from "#common/locales/de/odoo-ams";
import en from "#common/locales/en/odoo-ams";

const Page = pageIsland(() => import("~/pages/odoo-ams"));

export const loader = pageHead({ de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
