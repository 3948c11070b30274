import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { useLang } from "~/lib/use-lang";
import { i18nByLang } from "./instances";

/** The component under the page language's i18next instance. */
export function translated<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Translated(props: P) {
    return (
      <I18nextProvider i18n={i18nByLang[useLang()]}>
        <Component {...props} />
      </I18nextProvider>
    );
  };
}
