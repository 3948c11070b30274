import { startRegistration } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { AuthLayout } from "../components/auth-layout";
import { FormMessage } from "../components/form-message";
import { ApiError, api } from "../lib/api";
import { useCopy } from "../lib/copy";
import { errorMessage } from "../lib/error-message";
import { defaultPasskeyName } from "../lib/passkey-name";
import { signedIn } from "../lib/session";

/**
 * An invitation (`#signup=TOKEN`): the user names a first passkey and creates it. A token the
 * server refuses sends the user to the sign-in screen with `onInvalid`'s message.
 */
export function SignUp({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const { copy } = useCopy();
  const queryClient = useQueryClient();
  const [name, setName] = useState(defaultPasskeyName);
  const [nameError, setNameError] = useState<string>();

  const register = useMutation({
    mutationFn: async (passkeyName: string) => {
      const { challengeId, options } = await api.signupOptions({ body: { token } });
      const response = await startRegistration({ optionsJSON: options });
      return api.signupVerify({ body: { token, challengeId, name: passkeyName, response: { ...response } } });
    },
    onSuccess: async (session) => {
      await signedIn(queryClient, session);
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "link_invalid") onInvalid();
    },
  });

  return (
    <AuthLayout title={copy.signUp.title}>
      <p className="mt-2 text-ink-700">{copy.signUp.intro}</p>
      <form
        noValidate
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          setNameError(trimmed ? undefined : copy.signUp.nameRequired);
          if (trimmed) register.mutate(trimmed.slice(0, 80));
        }}
      >
        <Field id="passkey-name" label={copy.signUp.name} error={nameError}>
          <Input
            {...fieldIds("passkey-name", nameError)}
            aria-describedby={nameError ? "passkey-name-error" : "passkey-name-hint"}
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <p id="passkey-name-hint" className="text-sm text-ink-600">
            {copy.signUp.nameHint}
          </p>
        </Field>
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={register.isPending}>
          {register.isPending ? copy.signUp.busy : copy.signUp.submit}
        </Button>
        <FormMessage kind="error">{register.isError ? errorMessage(register.error, copy) : undefined}</FormMessage>
      </form>
    </AuthLayout>
  );
}
