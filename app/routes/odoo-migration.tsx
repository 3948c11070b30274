import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/page-head";
import { hasMigrationDraft } from "~/features/forms/deferred-form";
import de from "#common/locales/de/odoo-migration";
import en from "#common/locales/en/odoo-migration";

const Page = pageIsland(() => import("~/pages/odoo-migration"), { loadAtOnce: hasMigrationDraft });

export const loader = pageHead({ de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
