import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { AuthAction, AuthLayout } from "../components/auth-layout";
import { Shell } from "../components/shell";
import { useCopy } from "../lib/i18n";
import { errorMessage } from "../lib/error-message";
import { usePendingLink } from "../lib/pending-link";
import { usePublishedCopy } from "../lib/published-copy";
import type { MenuItem } from "../lib/screens";
import { signedIn, useSession } from "../lib/session";
import { SignIn } from "./sign-in";
import { SignUp } from "./sign-up";
import { api } from "../lib/api";

/**
 * The screens behind a session, or whatever gets the user one: a link, an invitation, sign-in.
 * The screens wait for the forms' copy as published, so none shows a renamed label's old word.
 */
export function SessionGate({ menu, children }: { menu: readonly MenuItem[]; children: ReactNode }) {
  const { t, lang } = useCopy();
  const [link, setLink] = usePendingLink();
  const session = useSession({ enabled: !link });
  const copy = usePublishedCopy(lang, Boolean(session.data));
  const [notice, setNotice] = useState<string>();

  if (link?.purpose === "signin") {
    return (
      <RedeemLink
        token={link.token}
        onSettled={(error) => {
          // Already signed in (a used link opened in this tab): the refusal as a toast, the session stays.
          if (error && session.data) toast.error(error);
          else setNotice(error);
          setLink(undefined);
        }}
      />
    );
  }
  if (link?.purpose === "signup") {
    return (
      <SignUp
        token={link.token}
        onDone={() => setLink(undefined)}
        onInvalid={() => {
          setNotice(t("errors.linkInvalid"));
          setLink(undefined);
        }}
      />
    );
  }
  if (session.isPending || (session.data && copy.isPending)) {
    return (
      <p role="status" className="p-8 text-ink-700">
        {t("loading")}
      </p>
    );
  }
  if (!session.data)
    return <SignIn notice={notice ?? (session.isError ? errorMessage(session.error, t) : undefined)} />;
  return (
    <Shell session={session.data} menu={menu}>
      {children}
    </Shell>
  );
}

/**
 * `#signin=TOKEN`: redeemed once, on the user's click. A mail scanner that opens the link and runs
 * its script does not click, so it neither uses the link up nor receives the session. A refused
 * link comes back as the sign-in screen's notice.
 */
function RedeemLink({ token, onSettled }: { token: string; onSettled: (error?: string) => void }) {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const redeem = useMutation({
    mutationFn: () => api.redeemLink({ body: { token } }),
    onSuccess: async (session) => {
      await signedIn(queryClient, session);
      onSettled();
    },
    onError: (error) => onSettled(errorMessage(error, t)),
  });
  return (
    <AuthLayout title={t("signIn.title")}>
      <p className="mt-2 text-ink-700">{t("signIn.redeemIntro")}</p>
      <AuthAction action={redeem} busyLabel={t("signIn.redeeming")}>
        {t("signIn.redeem")}
      </AuthAction>
    </AuthLayout>
  );
}
