/**
 * A lead's delivery log in the back office (admin/screens/lead-detail.tsx): each mail and webhook
 * with its attempts, and a failed or backing-off one made due again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { toast } from "sonner";
import type { DeliveryInfo, LeadDetail } from "#common/admin/leads-api";
import { Button } from "~/components/ui/button";
import { api } from "../lib/api";
import { errorMessage } from "../lib/error-message";
import { formatDateTime } from "../lib/format";
import { useCopy } from "../lib/i18n";
import { Panel } from "./panel";
import { WithUserText } from "./user-text";

function DeliveryTitle({ delivery }: { delivery: DeliveryInfo }) {
  const { t } = useCopy();
  const key =
    delivery.queue === "webhook"
      ? "detail.deliveryWebhook"
      : delivery.purpose === "autoreply"
        ? "detail.deliveryAutoreply"
        : "detail.deliveryMail";
  return <WithUserText format={(target) => t(key, { target })} text={delivery.target} />;
}

const waitsMoreThan = (delivery: DeliveryInfo, ms: number) =>
  Date.parse(delivery.nextAttemptAt ?? "") > Date.now() + ms;

/** Waiting and due within the minute: the outcome is worth polling for. */
export const isDue = (delivery: DeliveryInfo) => delivery.state === "waiting" && !waitsMoreThan(delivery, 60_000);

/**
 * Failed, or backing off after a failed attempt: the owner who fixed the CRM or the mail server
 * need not wait for the next round. One that is due anyway (just retried) has nothing to gain.
 */
const canRetry = (delivery: DeliveryInfo) =>
  delivery.state === "failed" ||
  (delivery.state === "waiting" && Boolean(delivery.attempts.at(-1)?.error) && waitsMoreThan(delivery, 5_000));

const stateTone = {
  sent: "text-emerald-800",
  waiting: "text-ink-700",
  failed: "text-red-800",
} as const;

export function Deliveries({ lead }: { lead: LeadDetail }) {
  const { t, locale } = useCopy();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (delivery: DeliveryInfo) => api.retryDelivery({ params: { queue: delivery.queue, id: delivery.id } }),
    onSuccess: () => {
      toast.success(t("detail.retried"));
      void queryClient.invalidateQueries({ queryKey: ["lead", lead.id] });
    },
    onError: (error) => toast.error(t("detail.retryFailed"), { description: errorMessage(error, t) }),
  });
  return (
    <Panel title={t("detail.deliveries")} className="mt-6">
      {lead.deliveries.length === 0 && <p className="mt-3 text-ink-700">{t("detail.noDeliveries")}</p>}
      <ul className="mt-3 grid gap-4">
        {lead.deliveries.map((delivery) => (
          <li key={`${delivery.queue}-${delivery.id}`} className="rounded-xl border border-sand-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold wrap-anywhere text-ink-950">
                <DeliveryTitle delivery={delivery} />
              </h3>
              <span className={`text-sm font-semibold ${stateTone[delivery.state]}`}>
                {t(`detail.deliveryState.${delivery.state}`)}
              </span>
            </div>
            {delivery.attempts.length === 0 ? (
              <p className="mt-2 text-sm text-ink-600">{t("detail.noAttempts")}</p>
            ) : (
              <ol aria-label={t("detail.attempts")} className="mt-2 grid gap-1 text-sm">
                {delivery.attempts.map((attempt, index) => (
                  <li key={`${attempt.at}-${index}`} className="grid gap-x-3 md:grid-cols-[11rem_minmax(0,1fr)]">
                    <span className="text-ink-600">{formatDateTime(attempt.at, locale)}</span>
                    <span className={attempt.error ? "break-words text-red-800" : "text-emerald-800"}>
                      {attempt.error ?? t("detail.attemptOk")}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            {delivery.state === "waiting" && delivery.nextAttemptAt && (
              <p className="mt-2 text-sm text-ink-600">
                {t("detail.nextAttempt")}: {formatDateTime(delivery.nextAttemptAt, locale)}
              </p>
            )}
            {canRetry(delivery) && (
              <Button
                type="button"
                variant="secondary"
                className="mt-3 h-9 px-4"
                disabled={retry.isPending}
                onClick={() => retry.mutate(delivery)}
              >
                <RotateCw aria-hidden />
                {t("detail.retry")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
