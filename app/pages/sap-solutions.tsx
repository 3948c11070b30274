import { ArrowDown, Headset } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FloatingAction } from "~/features/erp/floating-action";
import { StrategicValue, ValueModel, VennSection } from "~/features/erp/sap-value";
import { SolutionModules, solutionModulesId } from "~/features/erp/sap-solution-modules";
import { SectionLink } from "~/features/erp/section-link";
import { PageHero } from "~/components/page/page-hero";
import { cn } from "~/lib/cn";
import { Button, buttonVariants } from "~/components/ui/button";
import { registerMessages } from "~/i18n/instances";
import { useLang, usePageUrl } from "~/lib/use-lang";
import de from "#common/locales/de/sap-solutions";
import en from "#common/locales/en/sap-solutions";
import { ListedEntries } from "~/features/collections/listed-entries";

registerMessages("sapSolutions", { de, en });

export default function SapSolutionsPage() {
  const { t } = useTranslation("sapSolutions");
  const url = usePageUrl();
  return (
    <>
      <PageHero ns="sapSolutions">
        <SectionLink target={solutionModulesId} className={cn(buttonVariants({ size: "lgWrap" }), "mt-10")}>
          {t("hero.cta")}
          <ArrowDown aria-hidden />
        </SectionLink>
      </PageHero>
      <StrategicValue />
      <VennSection />
      <ValueModel />
      <SolutionModules />
      <ListedEntries page="sapSolutions" lang={useLang()} />
      <FloatingAction share={0.1}>
        <Button asChild size="lg" className="shadow-[0_10px_30px_-10px_rgb(14_26_43/0.45)]">
          <Link to={url("sapContact")}>
            <Headset aria-hidden />
            {t("floating")}
          </Link>
        </Button>
      </FloatingAction>
    </>
  );
}
