import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm, type FieldError, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import * as z from "zod/mini";
import { mediaDescription, type MediaDescription, type MediaItem } from "#common/admin/media-api";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { FormMessage } from "../form-message";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy, type AdminT } from "../../lib/i18n";
import { FocalPicker } from "./focal-point";
import { updateInLibrary } from "./media-cache";
import type { ReactNode } from "react";

const langs = ["de", "en"] as const;

/**
 * The shared description, and the library's rule on top: alt text in both languages unless the
 * image is decorative (the server takes an image without, which the grid then flags).
 */
const describedImage = mediaDescription.check(
  z.superRefine((value, ctx) => {
    if (value.decorative) return;
    for (const lang of langs) {
      if (!value.alt[lang].trim()) ctx.addIssue({ code: "custom", message: "alt_required", path: ["alt", lang] });
    }
  }),
);

const descriptionOf = ({ alt, decorative, caption, credit, licence, focal }: MediaItem): MediaDescription => ({
  alt,
  decorative,
  caption,
  credit,
  licence,
  focal,
});

/** A field's error as a sentence: the missing alt text, too long, or characters it cannot hold. */
function fieldError(error: FieldError | undefined, max: number, t: AdminT): string | undefined {
  if (!error) return undefined;
  if (error.message === "alt_required") return t("media.details.altRequired");
  if (error.type === "too_big") return t("media.details.tooLong", { max });
  return t("media.details.invalidCharacters");
}

type Form = UseFormReturn<MediaDescription>;

/**
 * An image's description: the focal point on the image (with `aside` under it: the file's facts
 * and actions), alt texts, captions, credit and licence beside it; saved together.
 */
export function DescriptionForm({ item, aside }: { item: MediaItem; aside: ReactNode }) {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const form: Form = useForm<MediaDescription>({
    resolver: zodResolver(describedImage as never) as never,
    defaultValues: descriptionOf(item),
  });
  const save = useMutation({
    mutationFn: (body: MediaDescription) => api.describeMedia({ params: { id: item.id }, body }),
    onSuccess: (saved) => {
      updateInLibrary(queryClient, saved);
      form.reset(descriptionOf(saved));
      toast.success(t("media.details.saved"));
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => !save.isPending && save.mutate(values))}
      className="mt-6 grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <div className="grid min-w-0 content-start gap-5">
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold text-ink-900">{t("media.details.focal")}</legend>
          <p id="media-focal-hint" className="text-sm text-ink-600">
            {t("media.details.focalHint")}
          </p>
          <Controller
            control={form.control}
            name="focal"
            render={({ field }) => <FocalPicker item={item} value={field.value} onChange={field.onChange} />}
          />
        </fieldset>
        {aside}
      </div>
      <div className="grid min-w-0 content-start gap-5">
        <AltFields form={form} />
        <TextFields form={form} />
        <div>
          {/* Busy, not disabled: a disabled button would drop the keyboard's focus. */}
          <Button type="submit" aria-disabled={save.isPending} className="aria-disabled:opacity-60">
            {save.isPending ? t("media.details.saving") : t("media.details.save")}
          </Button>
          <FormMessage kind="error">{save.isError ? errorMessage(save.error, t) : undefined}</FormMessage>
        </div>
      </div>
    </form>
  );
}

/** Alt text in both languages, the rule that asks for it, and "decorative", which lifts it. */
function AltFields({ form }: { form: Form }) {
  const { t } = useCopy();
  const decorative = form.watch("decorative");
  const errors = form.formState.errors.alt;
  return (
    <div className="grid gap-3">
      <p id="media-alt-rule" className="text-sm text-ink-700">
        {t("media.details.altRule")}
      </p>
      {langs.map((lang) => {
        const id = `media-alt-${lang}`;
        const error = fieldError(errors?.[lang], 300, t);
        const wiring = fieldIds(id, error);
        return (
          <Field key={lang} id={id} label={t("media.details.alt", { language: t(`languages.${lang}`) })} error={error}>
            <Input
              {...wiring}
              aria-describedby={["media-alt-rule", wiring["aria-describedby"]].filter(Boolean).join(" ")}
              aria-required={!decorative}
              lang={lang}
              {...form.register(`alt.${lang}`)}
            />
          </Field>
        );
      })}
      <div className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1">
        <input
          id="media-decorative"
          type="checkbox"
          aria-describedby="media-decorative-hint"
          className="mt-0.5 size-5 accent-accent-600"
          {...form.register("decorative", { deps: ["alt.de", "alt.en"] })}
        />
        <label htmlFor="media-decorative" className="font-semibold text-ink-900">
          {t("media.details.decorative")}
        </label>
        <p id="media-decorative-hint" className="col-start-2 text-sm text-ink-600">
          {t("media.details.decorativeHint")}
        </p>
      </div>
    </div>
  );
}

/** The notes kept with an image, each a line of its own length. */
const notes = [
  { name: "credit", max: 200 },
  { name: "licence", max: 300 },
] as const;

/** Captions in both languages, the credit and the licence note. */
function TextFields({ form }: { form: Form }) {
  const { t } = useCopy();
  return (
    <>
      {langs.map((lang) => (
        <TextField
          key={lang}
          form={form}
          name={`caption.${lang}`}
          lang={lang}
          label={t("media.details.caption", { language: t(`languages.${lang}`) })}
          max={300}
        />
      ))}
      {notes.map(({ name, max }) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={t(`media.details.${name}`)}
          hint={t(`media.details.${name}Hint`)}
          max={max}
        />
      ))}
    </>
  );
}

function TextField({
  form,
  name,
  label,
  hint,
  max,
  lang,
}: {
  form: Form;
  name: "caption.de" | "caption.en" | "credit" | "licence";
  label: string;
  hint?: string;
  max: number;
  lang?: string;
}) {
  const { t } = useCopy();
  const id = `media-${name.replace(".", "-")}`;
  const error = fieldError(form.getFieldState(name, form.formState).error, max, t);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input {...fieldIds(id, error, Boolean(hint))} lang={lang} {...form.register(name)} />
    </Field>
  );
}
