import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { formPayload, leadEndpoints, type LeadKind } from "#common/lead-schemas";
import "./messages";
import type { FieldKit } from "./fields";
import { trackLead } from "~/lib/consent/trackers";
import { queryClient } from "~/lib/query-client";
import { startPowSolver, type PowSolver, type PowState } from "./proof-of-work";
import { submitLead } from "./submit-lead";

interface LeadFormOptions<V extends FieldValues> {
  schema: $ZodType<unknown, V>;
  defaultValues: DefaultValues<V>;
  kind: LeadKind;
  /** Prefix of the field ids, unique per form in a document. */
  idPrefix: string;
}

/**
 * react-hook-form with the shared zod schema: validation on submit, revalidation on change, focus
 * on the first invalid field; sending through the shared helper; reset only after success.
 */
export function useLeadForm<V extends FieldValues>({ schema, defaultValues, kind, idPrefix }: LeadFormOptions<V>) {
  const { t } = useTranslation("forms");
  const { pathname } = useLocation();
  // The fill time counts from when the page started loading: the prerendered form is usable to the
  // eye before it hydrates, and a visitor who types early must not look like a bot.
  const [startedAt] = useState(() => Math.round(performance.timeOrigin));
  const honeypot = useRef<HTMLInputElement>(null);
  // Undefined until the form is live: the prerendered form has none of it (and no noValidate, so a
  // browser without our script checks the fields itself).
  const [powState, setPowState] = useState<PowState>();
  // Whether the last send succeeded: the form then shows its response promise in place, or, for a
  // lead the server keeps for review (POW_REQUIRED), what happens to it instead.
  const [sent, setSent] = useState<false | "promise" | "review">(false);
  const solver = useRef<PowSolver>(undefined);
  useEffect(() => {
    const started = startPowSolver(setPowState);
    solver.current = started;
    return () => started.stop();
  }, []);
  const form = useForm<V>({
    // The schema's output differs from its input (trimmed, empty strings dropped); we send the input.
    resolver: zodResolver(schema as never) as never,
    // No defaultValues here: the fields start from the DOM, which keeps what a visitor typed into
    // the prerendered form before it hydrated. `defaultValues` is what a sent form resets to.
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const mutation = useMutation(
    {
      onMutate: () => setSent(false),
      mutationFn: async (values: V) =>
        submitLead({
          endpoint: leadEndpoints[kind],
          values: {
            ...formPayload(kind, values),
            website: honeypot.current?.value ?? "",
            pow: await solver.current?.take(),
          },
          sourcePath: pathname,
          t,
          startedAt,
        }),
      onSuccess: (result) => {
        if (result.success) {
          form.reset(defaultValues);
          setSent(result.review ? "review" : "promise");
          trackLead(kind, pathname);
          return;
        }
        const fields = Object.entries(result.fieldErrors ?? {});
        fields.forEach(([field, code], index) =>
          form.setError(field as Path<V>, { type: "server", message: code }, { shouldFocus: index === 0 }),
        );
      },
    },
    queryClient,
  );
  const onSubmit = form.handleSubmit((values) => mutation.mutateAsync(values));
  /** The translated message of a field's error, if any. */
  const errorOf = (field: Path<V>): string | undefined => {
    const code = form.formState.errors[field]?.message;
    return typeof code === "string" ? t(`neutraContact.validation.${code}` as never) : undefined;
  };
  const kit: FieldKit<V> = { register: form.register, errorOf, t, idPrefix };
  return { kit, onSubmit, sending: mutation.isPending, sent, t, honeypot, form, powState };
}
