import * as z from "zod/mini";
import { consentActions } from "./consent-log";

/** Proof-of-consent entry sent by the browser: no personal data, only the choice. */
export const consentLogPayload = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f-]{32,36}$/)),
  revision: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  action: z.enum(consentActions),
});
