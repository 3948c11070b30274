import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import de from "#common/locales/de/odoo-ams";
import en from "#common/locales/en/odoo-ams";

const Page = pageIsland(() => import("~/pages/odoo-ams"));

export const loader = pageHead("odooAms", { de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
