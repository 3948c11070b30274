import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import * as texts from "../../common/locales/texts";
import { publishedTexts } from "../content/published";
import { implement } from "../contract";
import type { AdminEnv, ReplyOf, RequestOf } from "./context";

/**
 * The site's copy for the back office (common/admin/copy-api.ts), read through the same door as
 * the mails: what the pages show now, the owner's published edits included.
 */
export function copyRoutes() {
  const routes = new Hono<AdminEnv>();
  // Nothing of the back office's dependencies is needed: the published copy is the process's own.
  implement(routes, api.formsCopy)(formsCopy);
  return routes;
}

async function formsCopy(_c: Context<AdminEnv>, { params }: RequestOf<"formsCopy">): ReplyOf<"formsCopy"> {
  const { names, fields, options } = publishedTexts(params.lang, texts.forms);
  return { status: 200, body: { names, fields, options } };
}
