import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "./api";
import type { AdminLang } from "./paths";

/**
 * The forms' names and labels as the site shows them now (the owner may have renamed a field
 * since this client was built), asked once a session stands. The answer goes over the shipped
 * copy in the language's i18next instance before the query counts as done, so no screen shows the
 * old word first, and `tForms` and a lead's rows say what the forms, the mails and the site say.
 * Without an answer the shipped copy stands: the back office works on.
 */
export function usePublishedCopy(lang: AdminLang, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["copy", "forms", lang],
    queryFn: async () => {
      const copy = await api.formsCopy({ params: { lang } });
      // Not deep: the three parts are whole, and the shipped module's objects stay untouched.
      i18n.addResourceBundle(lang, "forms", copy, false, true);
      return copy;
    },
    enabled,
    retry: false,
  });
}
