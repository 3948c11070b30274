/** The admin API a collection's editor calls, answered: the entry, the team, the media library, the link targets. */
import type { CollectionEntry } from "../../common/admin/collections-api";
import type { MediaItem } from "../../common/admin/media-api";
import { fakeAdminApi, testSession } from "./admin-app";
import { member } from "./collection-entries";

export const undescribedImage: MediaItem = {
  id: "5b0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f60",
  name: "Leitwarte.jpg",
  type: "image/jpeg",
  width: 1600,
  height: 1200,
  bytes: 250_000,
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  colour: "#1e6ea0",
  thumbnail: "/media/AAAAAAAAAAAAAAAAAAAAAA-320.webp",
  alt: { de: "", en: "" },
  decorative: false,
  caption: { de: "", en: "" },
  credit: "",
  licence: "",
  focal: { x: 0.5, y: 0.5 },
  uses: [],
};
export const describedImage: MediaItem = {
  ...undescribedImage,
  id: "6c0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f61",
  name: "Team Berlin.jpg",
  alt: { de: "Das Team vor dem Büro", en: "The team outside the office" },
};

type Routes = Parameters<typeof fakeAdminApi>[0];

export function editorApi(entry: CollectionEntry | undefined, routes: Routes = {}) {
  return fakeAdminApi({
    "GET /auth/session": { body: testSession },
    "GET /media": { body: { items: [describedImage, undescribedImage] } },
    "GET /collections/team": { body: { entries: [member], max: 200 } },
    "GET /collections/references": { body: { entries: entry ? [entry] : [], max: 300 } },
    "GET /collections/insights": { body: { entries: [], max: 1000 } },
    "GET /content/areas": { body: { areas: [] } },
    ...(entry && { [`GET /collections/${entry.collection}/${entry.id}`]: { body: entry } }),
    ...routes,
  });
}
