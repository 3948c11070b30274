import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/page-head";
import de from "#common/locales/de/why-us";
import en from "#common/locales/en/why-us";

// A hash naming a section asks for the delayed scroll to it, which needs the page's code.
const Page = pageIsland(() => import("~/pages/why-us"), { loadAtOnce: () => window.location.hash.length > 1 });

export const loader = pageHead({ de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
