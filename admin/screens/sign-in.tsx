import { zodResolver } from "@hookform/resolvers/zod";
import { startAuthentication } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { linkRequest } from "#common/admin/sign-in-api";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { AuthAction, AuthLayout } from "../components/auth-layout";
import { FormMessage } from "../components/form-message";
import { useCopy } from "../lib/i18n";
import { errorMessage } from "../lib/error-message";
import { signedIn } from "../lib/session";
import { api } from "../lib/api";

const linkForm = z.object({ email: linkRequest.shape.email });
type LinkForm = z.infer<typeof linkForm>;

/** No session: a passkey, or a sign-in link by e-mail. `notice` is why the user is here (a refused link). */
export function SignIn({ notice }: { notice?: string }) {
  const { t, tForms, lang } = useCopy();
  const queryClient = useQueryClient();

  const passkey = useMutation({
    mutationFn: async () => {
      const { challengeId, options } = await api.passkeyOptions();
      const response = await startAuthentication({ optionsJSON: options });
      return api.passkeyVerify({ body: { challengeId, response: { ...response } } });
    },
    onSuccess: (session) => signedIn(queryClient, session),
  });

  const form = useForm<LinkForm>({ resolver: zodResolver(linkForm as never) as never, defaultValues: { email: "" } });
  const link = useMutation({ mutationFn: ({ email }: LinkForm) => api.requestLink({ body: { email, lang } }) });
  const emailError = form.formState.errors.email ? t("errors.invalidEmail") : undefined;

  return (
    <AuthLayout title={t("signIn.title")}>
      <p className="mt-2 text-ink-700">{t("signIn.intro")}</p>
      <FormMessage kind="error">{notice}</FormMessage>
      <AuthAction action={passkey} busyLabel={t("signIn.passkeyBusy")} icon={<KeyRound aria-hidden />}>
        {t("signIn.passkey")}
      </AuthAction>
      <FormMessage kind="error">{passkey.isError ? errorMessage(passkey.error, t) : undefined}</FormMessage>

      <form
        noValidate
        aria-labelledby="link-title"
        className="mt-8 border-t border-ink-900/10 pt-6"
        onSubmit={form.handleSubmit((values) => link.mutate(values))}
      >
        <h2 id="link-title" className="text-lg font-semibold text-ink-950">
          {t("signIn.linkTitle")}
        </h2>
        <Field id="email" label={tForms("fields.email")} error={emailError} className="mt-4">
          <Input
            type="email"
            autoComplete="username webauthn"
            {...fieldIds("email", emailError)}
            {...form.register("email")}
          />
        </Field>
        <Button type="submit" variant="secondary" className="mt-4 w-full" disabled={link.isPending}>
          {link.isPending ? t("signIn.sending") : t("signIn.sendLink")}
        </Button>
        <FormMessage kind="error">{link.isError ? errorMessage(link.error, t) : undefined}</FormMessage>
        <FormMessage kind="success">{link.isSuccess ? t("signIn.linkSent") : undefined}</FormMessage>
      </form>
    </AuthLayout>
  );
}
