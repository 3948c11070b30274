import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { legal } from "#common/config/legal";

/**
 * Says on screen that the company facts are the samples of docs/operating.md, in every build whose
 * configuration `npm run preflight` would refuse for them; a build with real facts shows nothing
 * (ADR 0026). Build-time data, so the prerendered HTML and hydration agree.
 */
export function SampleDataNotice() {
  const { t } = useTranslation();
  if (!legal.showsSamples) return null;
  return (
    <div className="container-page pt-8 md:pt-10">
      <aside
        data-testid="sample-data-notice"
        aria-label={t("sampleData.title")}
        className="flex gap-3 rounded-xl border border-accent-300 border-l-4 border-l-accent-600 bg-accent-50 p-5 md:p-6"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <div>
          <p className="font-semibold text-ink-950">{t("sampleData.title")}</p>
          <p className="mt-1 leading-relaxed text-ink-800">{t("sampleData.text")}</p>
        </div>
      </aside>
    </div>
  );
}
