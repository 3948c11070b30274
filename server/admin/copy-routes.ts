import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import * as texts from "../../common/locales/texts";
import { publishedTexts } from "../content/published";
import { implementWith } from "../contract";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf } from "./context";

/**
 * The site's copy for the back office (common/admin/copy-api.ts), read through the same door as
 * the mails: what the pages show now, the owner's published edits included.
 */
export function copyRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  const serve = implementWith(routes, deps);
  serve(api.formsCopy, formsCopy);
  return routes;
}

async function formsCopy(
  _deps: AdminDeps,
  _c: Context<AdminEnv>,
  { params }: RequestOf<"formsCopy">,
): ReplyOf<"formsCopy"> {
  const { names, fields, options } = publishedTexts(params.lang, texts.forms);
  return { status: 200, body: { names, fields, options } };
}
