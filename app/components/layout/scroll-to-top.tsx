import { ArrowUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { prefersReducedMotion } from "~/lib/reduced-motion";

const oneViewport = () => window.innerHeight;

export default function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(oneViewport);
  return (
    // The wrapper fades; the button keeps its own colour transitions.
    <div
      className={cn(
        "fixed bottom-5 left-5 z-30 transition-[opacity,visibility] duration-200",
        visible ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      <Button
        variant="secondary"
        size="icon"
        aria-label={t("scrollToTop")}
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
        className="shadow-[var(--shadow-card)]"
      >
        <ArrowUp aria-hidden />
      </Button>
    </div>
  );
}
