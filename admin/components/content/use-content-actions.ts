import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Finding } from "#common/content/api";
import { ApiError, api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";

/** Every content query starts with this: a save, discard, publish or restore refreshes them all. */
export const contentQuery = ["content"] as const;

/** Saving a draft (null: back to the shipped value) and discarding one, with their toasts. */
export function useDraftActions(key: string, onDone?: () => void) {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentQuery });
  const save = useMutation({
    mutationFn: ({ value, acknowledged }: { value: unknown; acknowledged?: string[] }) =>
      api.saveDraft({ body: { key, value, acknowledged } }),
    onSuccess: async () => {
      await refresh();
      toast.success(t("content.saved"));
      onDone?.();
    },
  });
  const discard = useMutation({
    mutationFn: () => api.discardDraft({ body: { key } }),
    onSuccess: async () => {
      await refresh();
      toast.success(t("content.discarded"));
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  return { save, discard };
}

/** The findings the server gave when it refused a save with one of these statuses (its rules are the editor's). */
export function refusedFindings(error: unknown, statuses: readonly number[]): Finding[] | undefined {
  return error instanceof ApiError && statuses.includes(error.status)
    ? ((error.answer.findings ?? []) as Finding[])
    : undefined;
}
