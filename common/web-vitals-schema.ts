/**
 * The loading-speed beacon's body as POST /api/vitals takes it (docs/decisions/0062): one metric
 * of one page view, with the page, its language and the device class, and not a field more. The
 * server validates with it and the OpenAPI document describes it; the beacon's chunk sends the
 * same shape (common/config/web-vitals.ts, `VitalsBeacon`).
 */
import * as z from "zod/mini";
import { languages } from "./config/route-table";
import { deviceClasses, vitalMaximum, type VitalMetric } from "./config/web-vitals";

/** One metric's beacon: a finite value from 0 up to the metric's maximum. */
const beaconOf = <M extends VitalMetric>(metric: M) =>
  z.strictObject({
    path: z.string().check(z.minLength(1), z.maxLength(512)),
    lang: z.enum(languages),
    device: z.enum(deviceClasses),
    metric: z.literal(metric),
    value: z.number().check(z.minimum(0), z.maximum(vitalMaximum[metric])),
  });

export const vitalsPayload = z.discriminatedUnion("metric", [beaconOf("LCP"), beaconOf("INP"), beaconOf("CLS")]);
