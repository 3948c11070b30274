import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleUser, KeyRound, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { adminEndpoints } from "#common/admin-api";
import { type AuditEntry, type PasskeyInfo, type SessionInfo } from "#common/admin/sessions-api";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Table, type Column } from "~/components/ui/table";
import { ConfirmButton } from "../components/confirm-dialog";
import { FormMessage } from "../components/form-message";
import { LoadMore } from "../components/load-more";
import { Panel } from "../components/panel";
import { PasskeyNameForm } from "../components/passkey-name-form";
import { useCopy } from "../lib/i18n";
import { errorMessage } from "../lib/error-message";
import { formatDateTime } from "../lib/format";
import { ApiError, api } from "../lib/api";
import { useCanUse } from "../lib/roles";
import { signedIn, signedOut, useSession } from "../lib/session";
import { useTitle } from "../lib/use-title";
import type { AdminScreen } from "../lib/screens";

export function Account() {
  const { t } = useCopy();
  const canUse = useCanUse();
  useTitle(t("account.title"));
  return (
    <>
      <h1 className="text-3xl font-semibold text-ink-950">{t("account.title")}</h1>
      <Passkeys />
      <Sessions />
      <SignOutEverywhere />
      {canUse(adminEndpoints.audit) && <AuditLog />}
    </>
  );
}

/** The server's answer to a passkey change on a session signed in too long ago (common/admin-api.ts, reauthWindowMs). */
const needsReauth = (error: unknown) => error instanceof ApiError && error.code === "reauth_required";

function Passkeys() {
  const { t, locale } = useCopy();
  const queryClient = useQueryClient();
  const [reauth, setReauth] = useState(false);
  const passkeys = useQuery({ queryKey: ["passkeys"], queryFn: () => api.passkeys() });
  const remove = useMutation({
    mutationFn: (passkey: PasskeyInfo) => api.removePasskey({ params: { id: passkey.id } }),
    onSuccess: () => {
      toast.success(t("account.removed"));
      void queryClient.invalidateQueries({ queryKey: ["passkeys"] });
    },
    onError: (error) => (needsReauth(error) ? setReauth(true) : toast.error(errorMessage(error, t))),
  });
  return (
    <Panel title={t("account.passkeys")} action={<AddPasskey onReauth={() => setReauth(true)} />} className="mt-6">
      {reauth && <Reauthenticate onDone={() => setReauth(false)} />}
      {passkeys.isPending && <p className="mt-3 text-ink-700">{t("loading")}</p>}
      {passkeys.isError && (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(passkeys.error, t)}
        </p>
      )}
      <ul className="mt-3 divide-y divide-ink-900/10">
        {passkeys.data?.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink-950">{passkey.name}</p>
              <p className="text-sm text-ink-600">
                {t("account.created")}: {formatDateTime(passkey.createdAt, locale)} · {t("account.lastUsed")}:{" "}
                {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, locale) : t("account.never")}
              </p>
            </div>
            <ConfirmButton
              trigger={
                <>
                  {t("account.remove")}
                  <span className="sr-only">: {passkey.name}</span>
                </>
              }
              title={t("account.removeTitle", { name: passkey.name })}
              text={t("account.removeText")}
              confirm={t("account.remove")}
              busy={remove.isPending}
              onConfirm={() => remove.mutate(passkey)}
            />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function AddPasskey({ onReauth }: { onReauth: () => void }) {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const add = useMutation({
    mutationFn: async (passkeyName: string) => {
      const { challengeId, options } = await api.addPasskeyOptions();
      const response = await startRegistration({ optionsJSON: options });
      return api.addPasskey({ body: { challengeId, name: passkeyName, response: { ...response } } });
    },
    onSuccess: () => {
      setOpen(false);
      toast.success(t("account.added"));
      void queryClient.invalidateQueries({ queryKey: ["passkeys"] });
    },
    onError: (error) => {
      if (!needsReauth(error)) return;
      setOpen(false);
      onReauth();
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden />
          {t("account.add")}
        </Button>
      </DialogTrigger>
      <DialogContent
        width="md"
        closeLabel={t("close")}
        aria-describedby={undefined}
        // Closed for a fresh sign-in: focus goes to that step, not back to the button that opened this.
        onCloseAutoFocus={(event) => needsReauth(add.error) && event.preventDefault()}
      >
        <DialogTitle>{t("account.add")}</DialogTitle>
        <PasskeyNameForm
          id="new-passkey-name"
          submitLabel={t("account.add")}
          busy={add.isPending}
          error={add.isError && !needsReauth(add.error) ? errorMessage(add.error, t) : undefined}
          onSubmit={(name) => add.mutate(name)}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * A passkey change asked for a fresh sign-in: by passkey here (a new session replaces this one),
 * or by a link to the user's address. Focus moves to it, so keyboard and screen-reader users land
 * on what to do next.
 */
function Reauthenticate({ onDone }: { onDone: () => void }) {
  const { t, lang } = useCopy();
  const queryClient = useQueryClient();
  const session = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const passkey = useMutation({
    mutationFn: async () => {
      const { challengeId, options } = await api.passkeyOptions();
      const response = await startAuthentication({ optionsJSON: options });
      return api.passkeyVerify({ body: { challengeId, response: { ...response } } });
    },
    onSuccess: async (info) => {
      await signedIn(queryClient, info);
      toast.success(t("account.reauthDone"));
      onDone();
    },
  });
  const link = useMutation({ mutationFn: () => api.requestLink({ body: { email: session.data!.user.email, lang } }) });
  const failed = passkey.error ?? link.error;
  return (
    <div
      role="region"
      aria-labelledby="reauth-title"
      className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <h3 id="reauth-title" ref={heading} tabIndex={-1} className="font-semibold">
        {t("account.reauthTitle")}
      </h3>
      <p className="mt-1 text-sm">{t("account.reauthText")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
          <KeyRound aria-hidden />
          {t("account.reauthPasskey")}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={link.isPending || !session.data}
          onClick={() => link.mutate()}
        >
          {t("signIn.sendLink")}
        </Button>
      </div>
      <FormMessage kind="error">{failed ? errorMessage(failed, t) : undefined}</FormMessage>
      <FormMessage kind="success">{link.isSuccess ? t("account.reauthLinkSent") : undefined}</FormMessage>
    </div>
  );
}

/** Where the user is signed in: each session by device and times, this one marked, any one ended. */
function Sessions() {
  const { t, locale } = useCopy();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ["sessions"], queryFn: () => api.sessions() });
  const end = useMutation({
    mutationFn: (session: SessionInfo) => api.endSession({ params: { id: session.id } }),
    onSuccess: (_, session) => {
      if (session.current) {
        signedOut(queryClient);
        toast.success(t("shell.signedOut"));
        return;
      }
      toast.success(t("account.sessionEnded"));
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  return (
    <Panel title={t("account.sessions")} className="mt-6">
      <p className="mt-1 text-ink-700">{t("account.sessionsIntro")}</p>
      {sessions.isPending && <p className="mt-3 text-ink-700">{t("loading")}</p>}
      {sessions.isError && (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(sessions.error, t)}
        </p>
      )}
      <ul className="mt-3 divide-y divide-ink-900/10">
        {sessions.data?.map((session) => {
          const device = session.device || t("account.unknownDevice");
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink-950">
                  {device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200">
                      {t("account.thisSession")}
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink-600">
                  {t("account.signedInAt")}: {formatDateTime(session.createdAt, locale)} · {t("account.lastSeen")}:{" "}
                  {formatDateTime(session.lastSeenAt, locale)}
                </p>
              </div>
              <Button type="button" variant="secondary" disabled={end.isPending} onClick={() => end.mutate(session)}>
                {t("account.endSession")}
                <span className="sr-only">
                  : {device}, {t("account.signedInAt")} {formatDateTime(session.createdAt, locale)}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function SignOutEverywhere() {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => api.signOutEverywhere(),
    onSuccess: () => {
      signedOut(queryClient);
      toast.success(t("shell.signedOut"));
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  return (
    <Panel title={t("account.signOutEverywhere")} className="mt-6">
      <p className="mt-1 mb-3 text-ink-700">{t("account.signOutEverywhereText")}</p>
      <ConfirmButton
        trigger={t("account.signOutEverywhere")}
        title={t("account.signOutEverywhere")}
        text={t("account.signOutEverywhereText")}
        confirm={t("account.signOutEverywhereConfirm")}
        busy={signOut.isPending}
        onConfirm={() => signOut.mutate()}
      />
    </Panel>
  );
}

function AuditLog() {
  const { t, locale } = useCopy();
  const audit = useInfiniteQuery({
    queryKey: ["audit"],
    queryFn: ({ pageParam }) => api.audit({ query: { before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const actions: Record<string, string> = t("account.actions", { returnObjects: true });
  const result = (entry: AuditEntry) => (
    <span className={entry.success ? "text-emerald-800" : "text-red-800"}>
      {entry.success ? t("account.auditSuccess") : t("account.auditFailure")}
    </span>
  );
  const auditColumns: Column<AuditEntry>[] = [
    { key: "action", header: t("account.auditAction"), cell: (entry) => actions[entry.action] ?? entry.action },
    { key: "at", header: t("account.auditAt"), cell: (entry) => formatDateTime(entry.at, locale) },
    {
      key: "who",
      header: t("account.auditWho"),
      cell: (entry) => entry.email ?? t("account.auditUnknown"),
      className: "break-all",
    },
    { key: "result", header: t("account.auditResult"), cell: result },
  ];
  return (
    <Panel title={t("account.audit")} className="mt-6">
      <p className="mt-1 text-ink-700">{t("account.auditIntro")}</p>
      {audit.isPending && <p className="mt-3 text-ink-700">{t("loading")}</p>}
      {audit.isError && (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(audit.error, t)}
        </p>
      )}
      {audit.isSuccess && (
        <Table
          columns={auditColumns}
          rows={entries}
          rowKey={(entry) => entry.id}
          rowHeaders
          empty={t("account.auditEmpty")}
          caption={t("account.audit")}
          className="mt-3"
        />
      )}
      <LoadMore pages={audit} label={t("account.older")} className="mt-4" />
    </Panel>
  );
}

export const screen: AdminScreen = {
  path: "account",
  Component: Account,
  menu: { label: "shell.account", icon: CircleUser, order: 6 },
};
