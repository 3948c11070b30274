/**
 * The collections the owner writes and publishes (docs/decisions/0068), by id. A new collection
 * is one module declaring it (common/collections/<id>.ts) and its line here.
 */
import type { Collection } from "./collection";
import { insights } from "./insights";
import { references } from "./references";
import { team } from "./team";

export const collections = { references, insights, team } as const;
export type CollectionId = keyof typeof collections;
export const collectionIds = Object.keys(collections) as [CollectionId, ...CollectionId[]];
export const collectionOf = (id: CollectionId): Collection => collections[id] as unknown as Collection;
