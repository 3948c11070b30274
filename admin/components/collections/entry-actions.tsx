/** A version's actions: publish, schedule or unschedule, unpublish; and the entry's deletion. */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { CollectionEntry } from "#common/admin/collections-api";
import type { CollectionId } from "#common/collections";
import { berlinMinute } from "#common/collections/schedule";
import type { Lang } from "#common/config/route-table";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { AskDialog, ConfirmButton, DialogActions } from "../confirm-dialog";
import { InUseNotice, usesOf } from "./in-use-notice";
import { formatBerlin } from "./entry-copy";
import { RefusalNotice, useRuledAction, type Refusal } from "./ruled-action";

interface ActionsProps {
  collection: CollectionId;
  entry: CollectionEntry;
  lang: Lang;
  /** Unsaved changes: publishing now would publish the last saved draft, so it waits. */
  dirty: boolean;
  onChanged: (entry: CollectionEntry) => void;
  onRefused: (refusal: Refusal | undefined) => void;
  refusal?: Refusal;
}

export function EntryActions({ collection, entry, lang, dirty, onChanged, onRefused, refusal }: ActionsProps) {
  const { t, locale } = useCopy();
  const version = entry.versions[lang];
  const params = { collection, id: entry.id, lang };
  const publish = useRuledAction({
    send: (acknowledged) => api.publishEntry({ params, body: { acknowledged } }),
    done: (changed) => {
      toast.success(t("collections.actions.published"));
      onChanged(changed);
    },
    onRefused,
  });
  const simple = useMutation({
    mutationFn: (which: "unpublish" | "unschedule") =>
      which === "unpublish" ? api.unpublishEntry({ params }) : api.unscheduleEntry({ params }),
    onSuccess: (changed, which) => {
      toast.success(t(which === "unpublish" ? "collections.actions.unpublished" : "collections.actions.unscheduled"));
      onChanged(changed);
    },
    onError: (error) => {
      if (!usesOf(error)) toast.error(errorMessage(error, t));
    },
  });
  if (!version) return null;
  return (
    <section aria-label={t("collections.actions.label")} className="grid gap-3">
      {dirty && <p className="text-sm text-ink-700">{t("collections.editor.saveBeforeActions")}</p>}
      <RefusalNotice refusal={refusal} />
      <InUseNotice uses={usesOf(simple.error)} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={dirty || publish.busy} onClick={publish.run}>
          {t("collections.actions.publish")}
        </Button>
        {version.publishAt ? (
          <Button
            type="button"
            variant="secondary"
            disabled={simple.isPending}
            onClick={() => simple.mutate("unschedule")}
          >
            {t("collections.actions.unschedule")}
          </Button>
        ) : (
          <ScheduleButton
            collection={collection}
            entry={entry}
            lang={lang}
            dirty={dirty}
            onChanged={onChanged}
            onRefused={onRefused}
          />
        )}
        {version.published && (
          <ConfirmButton
            trigger={t("collections.actions.unpublish")}
            title={t("collections.actions.unpublishTitle")}
            text={t("collections.actions.unpublishText")}
            confirm={t("collections.actions.unpublish")}
            busy={simple.isPending}
            onConfirm={() => simple.mutate("unpublish")}
          />
        )}
      </div>
      {version.publishAt && (
        <p role="status" className="text-sm font-semibold text-ink-900">
          {t("collections.actions.scheduled", { when: formatBerlin(version.publishAt, locale) })}
        </p>
      )}
      {publish.dialog}
    </section>
  );
}

/** "Publish on … at …": a date and a time in German time; checked now and at the minute. */
function ScheduleButton({ collection, entry, lang, dirty, onChanged, onRefused }: Omit<ActionsProps, "refusal">) {
  const { t, locale } = useCopy();
  const [open, setOpen] = useState(false);
  // Tomorrow at nine, German time, to start from.
  const [date, setDate] = useState(() => berlinMinute(new Date(Date.now() + 86_400_000)).slice(0, 10));
  const [time, setTime] = useState("09:00");
  const schedule = useRuledAction({
    send: (acknowledged) =>
      api.scheduleEntry({ params: { collection, id: entry.id, lang }, body: { at: `${date}T${time}`, acknowledged } }),
    done: (changed) => {
      setOpen(false);
      const at = changed.versions[lang]?.publishAt;
      toast.success(t("collections.actions.scheduled", { when: at ? formatBerlin(at, locale) : "" }));
      onChanged(changed);
    },
    onRefused: (refusal) => {
      if (refusal) setOpen(false);
      onRefused(refusal);
    },
  });
  return (
    <>
      <AskDialog
        trigger={t("collections.actions.schedule")}
        title={t("collections.actions.scheduleTitle")}
        text={t("collections.actions.scheduleText")}
        open={open && !dirty}
        onOpenChange={setOpen}
      >
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            schedule.run();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="schedule-date" label={t("collections.actions.scheduleDate")}>
              <Input
                {...fieldIds("schedule-date", undefined)}
                type="date"
                required
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            </Field>
            <Field id="schedule-time" label={t("collections.actions.scheduleTime")}>
              <Input
                {...fieldIds("schedule-time", undefined)}
                type="time"
                required
                value={time}
                step={60}
                onChange={(event) => setTime(event.target.value)}
              />
            </Field>
          </div>
          <DialogActions>
            <Button type="submit" disabled={schedule.busy || !date || !time}>
              {t("collections.actions.scheduleSubmit")}
            </Button>
          </DialogActions>
        </form>
      </AskDialog>
      {schedule.dialog}
    </>
  );
}

/** Deleting the entry in both languages; the confirm text says what visitors get afterwards. */
export function DeleteEntry({
  collection,
  entry,
  onDeleted,
}: {
  collection: CollectionId;
  entry: CollectionEntry;
  onDeleted: () => void;
}) {
  const { t } = useCopy();
  const published = Boolean(entry.versions.de.published || entry.versions.en?.published);
  const remove = useMutation({
    mutationFn: () => api.deleteEntry({ params: { collection, id: entry.id } }),
    onSuccess: () => {
      toast.success(t("collections.actions.deleted"));
      onDeleted();
    },
    onError: (error) => {
      if (!usesOf(error)) toast.error(errorMessage(error, t));
    },
  });
  return (
    <>
      <InUseNotice uses={usesOf(remove.error)} />
      <ConfirmButton
        trigger={t("collections.actions.delete")}
        title={t("collections.actions.deleteTitle", { title: entry.title || t("collections.list.untitled") })}
        text={t(published ? "collections.actions.deleteTextPublished" : "collections.actions.deleteText")}
        confirm={t("collections.actions.delete")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
