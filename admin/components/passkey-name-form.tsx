import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useCopy } from "../lib/i18n";
import { defaultPasskeyName } from "../lib/passkey-name";
import { FormMessage } from "./form-message";

/**
 * Names a new passkey, then `onSubmit` creates it: the first one at sign-up, more on the account
 * page. The name is trimmed and cut to the server's 80 characters; an empty one is refused here.
 */
export function PasskeyNameForm({
  id,
  submitLabel,
  busy,
  error,
  onSubmit,
  prominent = false,
}: {
  id: string;
  submitLabel: string;
  busy: boolean;
  /** Why the last attempt failed, in words. */
  error?: string;
  onSubmit: (name: string) => void;
  /** The screen's one action: a large, full-width button. */
  prominent?: boolean;
}) {
  const { t } = useCopy();
  const [name, setName] = useState(defaultPasskeyName);
  const [nameError, setNameError] = useState<string>();
  return (
    <form
      noValidate
      className={prominent ? "mt-6" : "mt-4"}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        setNameError(trimmed ? undefined : t("passkeyName.required"));
        if (trimmed) onSubmit(trimmed.slice(0, 80));
      }}
    >
      <Field id={id} label={t("passkeyName.label")} hint={t("passkeyName.hint")} error={nameError}>
        <Input
          {...fieldIds(id, nameError, true)}
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        size={prominent ? "lg" : "md"}
        className={cn(prominent ? "mt-6 w-full" : "mt-4")}
        disabled={busy}
      >
        {busy ? t("passkeyName.busy") : submitLabel}
      </Button>
      <FormMessage kind="error">{error}</FormMessage>
    </form>
  );
}
