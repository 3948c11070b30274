import { startRegistration } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AuthLayout } from "../components/auth-layout";
import { PasskeyNameForm } from "../components/passkey-name-form";
import { useCopy } from "../lib/i18n";
import { ApiError, api } from "../lib/api";
import { errorMessage } from "../lib/error-message";
import { signedIn } from "../lib/session";

/**
 * An invitation (`#signup=TOKEN`): the user names a first passkey and creates it. A token the
 * server refuses sends the user to the sign-in screen with `onInvalid`'s message.
 */
export function SignUp({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const { t } = useCopy();
  const queryClient = useQueryClient();

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
    <AuthLayout title={t("signUp.title")}>
      <p className="mt-2 text-ink-700">{t("signUp.intro")}</p>
      <PasskeyNameForm
        id="passkey-name"
        submitLabel={t("signUp.submit")}
        busy={register.isPending}
        error={register.isError ? errorMessage(register.error, t) : undefined}
        onSubmit={(name) => register.mutate(name)}
        prominent
      />
    </AuthLayout>
  );
}
