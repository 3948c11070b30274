import { createContext, useContext, type ReactNode } from "react";
import type { CollectionId } from "#common/collections";
import type { Lang } from "#common/config/route-table";
import type { InputProps } from "./input-props";

/** What a field's input needs beyond its value: the version's language, the entry, its published slug. */
export interface EntryContext {
  collection: CollectionId;
  entryId?: string;
  lang: Lang;
  /** The slug visitors see now in this language; a change keeps a redirect. */
  publishedSlug: string | null;
  /** A refusal's message at a path ("client.name"), from the browser's check or the server's. */
  errorAt: (path: string) => string | undefined;
  /** A control's id from its path, unique across both versions' forms. */
  idOf: (path: string) => string;
  /** A part's input by its kind, for the inputs of groups (./field-inputs.tsx `FieldInputOf`). */
  renderInput: (props: InputProps) => ReactNode;
}

export const EntryFormContext = createContext<EntryContext | undefined>(undefined);

export function useEntryContext(): EntryContext {
  const context = useContext(EntryFormContext);
  if (!context) throw new Error("an entry's field outside its form");
  return context;
}
