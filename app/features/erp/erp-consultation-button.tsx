import { MessageSquare } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { isModifiedClick } from "~/lib/scroll-to-section";
import { usePageUrl } from "~/lib/use-lang";
import { FloatingAction } from "./floating-action";
import { SectionLink } from "./section-link";

const buttonClass = "shadow-[0_10px_30px_-10px_rgb(14_26_43/0.45)]";

/**
 * The floating "Kostenlose ERP-Beratung" button; it appears beyond 20 % of the scrollable height.
 * By default it navigates to the general contact page and scrolls to its top; with `scrollTo`
 * (the migration page) it scrolls to that section of the current page instead.
 * The label comes from the page's copy: components hold no text.
 */
export function ErpConsultationButton({ label, scrollTo }: { label: string; scrollTo?: string }) {
  const url = usePageUrl();
  const navigate = useNavigate();
  const content = (
    <>
      <MessageSquare aria-hidden />
      {label}
    </>
  );
  return (
    <FloatingAction share={0.2}>
      <Button asChild size="lg" className={buttonClass}>
        {scrollTo ? (
          <SectionLink target={scrollTo}>{content}</SectionLink>
        ) : (
          <Link
            to={url("contact")}
            onClick={(event) => {
              if (isModifiedClick(event)) return;
              event.preventDefault();
              void Promise.resolve(navigate(url("contact"))).then(() => window.scrollTo({ top: 0, left: 0 }));
            }}
          >
            {content}
          </Link>
        )}
      </Button>
    </FloatingAction>
  );
}
