import { useEffect } from "react";
import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/page-head";
import de from "#common/locales/de/contact";
import en from "#common/locales/en/contact";
import { prefersReducedMotion } from "~/lib/reduced-motion";

const Page = pageIsland(() => import("~/pages/contact"));

export const loader = pageHead({ de, en });
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default function ContactRoute() {
  // The contact page scrolls smoothly to the top when it opens. Here, not in the page's
  // island, which may load only when the visitor scrolls.
  useEffect(() => {
    const reduce = prefersReducedMotion();
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, []);
  return <Page />;
}
