import { Button } from "~/components/ui/button";
import { useCopy } from "../lib/i18n";

/** Below a list the server pages: the next page, while there is one. */
export function LoadMore({
  pages,
  label,
  className,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
  className?: string;
}) {
  const { t } = useCopy();
  if (!pages.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      className={className}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? t("loading") : label}
    </Button>
  );
}
