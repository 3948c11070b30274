/**
 * The back office's API (/api/admin/...), declared once (common/contract.ts) for the admin client
 * (admin/), the server (server/admin/) and its OpenAPI document: paths, parameters, bodies and
 * answers as schemas; the server parses every request with them, the client every answer. Each
 * area declares its endpoints in its own module (common/admin/*-api.ts, common/content/api.ts);
 * docs/decisions/0028 says how sign-in and sessions work.
 */
import * as z from "zod/mini";
import { everyone } from "./admin/base";
import { collectionEndpoints } from "./admin/collections-api";
import { copyEndpoints } from "./admin/copy-api";
import { deliveryEndpoints, leadEndpoints } from "./admin/leads-api";
import { mediaEndpoints } from "./admin/media-api";
import { sessionEndpoints } from "./admin/sessions-api";
import { signInEndpoints } from "./admin/sign-in-api";
import { statsEndpoints } from "./admin/stats-api";
import { subjectEndpoints } from "./admin/subjects-api";
import { contentEndpoints } from "./content/api";
import { endpoint } from "./contract";

/**
 * Every endpoint of the back office's API, below /api/admin. The server implements each
 * (server/admin/*-routes.ts, a test fails for one it lacks or one it has beyond these), the
 * client calls them by name (admin/lib/api.ts), and GET /api/admin/openapi.json describes them.
 */
export const adminEndpoints = {
  ...signInEndpoints,
  ...sessionEndpoints,
  ...leadEndpoints,
  ...subjectEndpoints,
  ...deliveryEndpoints,
  ...statsEndpoints,
  ...contentEndpoints,
  ...mediaEndpoints,
  ...collectionEndpoints,
  ...copyEndpoints,
  document: endpoint({
    method: "GET",
    path: "/openapi.json",
    roles: everyone,
    summary: "This API's OpenAPI document",
    answers: { 200: z.record(z.string(), z.unknown()) },
  }),
};
