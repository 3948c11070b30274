import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/** The query parameter that names the open use case: `?case=freight`. */
export const caseParam = "case";

/** What a card link puts into the history entry, so closing can go back instead of stacking entries. */
interface OpenedFromPage {
  openedUseCase: string;
}

/** True when the page was opened on a case (a deep link): its content then loads at once to show it. */
export const caseInUrl = () => new URLSearchParams(window.location.search).has(caseParam);

/** Link target of a card: only the case, so the prerendered href equals the hydrated one. */
export function caseSearch(id: string): string {
  return `?${new URLSearchParams({ [caseParam]: id })}`;
}

/** The current search without the case parameter (other parameters, e.g. campaign tags, stay). */
export function searchWithoutCase(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(caseParam);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The open case id, if the URL names one of `ids`. */
export function openCaseId(search: string | URLSearchParams, ids: readonly string[]): string | null {
  const id = (typeof search === "string" ? new URLSearchParams(search) : search).get(caseParam);
  return id !== null && ids.includes(id) ? id : null;
}

export function cardLinkState(id: string): OpenedFromPage {
  return { openedUseCase: id };
}

/**
 * The detail view's state lives in the URL. Opening is a card link (a history entry, so the back
 * button closes it); closing goes back when this page opened it, else drops the parameter in place.
 */
export function useOpenCase(ids: readonly string[]) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The prerendered HTML has no query string: a deep link opens its case right after hydration.
  const hydrated = useHydrated();
  const openId = hydrated ? openCaseId(params, ids) : null;

  const close = () => {
    const state = location.state as Partial<OpenedFromPage> | null;
    if (openId !== null && state?.openedUseCase === openId) {
      void navigate(-1);
    } else {
      void navigate(
        { search: searchWithoutCase(location.search), hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return { openId, close };
}
