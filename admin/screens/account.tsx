import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { PasskeyInfo, SessionInfo } from "#common/admin-api";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { ConfirmButton } from "../components/confirm-dialog";
import { FormMessage } from "../components/form-message";
import { useCopy } from "../lib/copy";
import { errorMessage } from "../lib/error-message";
import { formatDateTime } from "../lib/format";
import { defaultPasskeyName } from "../lib/passkey-name";
import { ApiError, api } from "../lib/api";
import { signedIn, signedOut, useSession } from "../lib/session";
import { useTitle } from "../lib/use-title";

const sectionClass = "mt-6 rounded-card border border-ink-900/10 bg-white p-5 shadow-card";

export function Account() {
  const { copy } = useCopy();
  useTitle(copy.account.title);
  return (
    <>
      <h1 className="text-3xl font-semibold text-ink-950">{copy.account.title}</h1>
      <Passkeys />
      <Sessions />
      <SignOutEverywhere />
      <AuditLog />
    </>
  );
}

/** The server's answer to a passkey change on a session signed in too long ago (common/admin-api.ts, reauthWindowMs). */
const needsReauth = (error: unknown) => error instanceof ApiError && error.code === "reauth_required";

function Passkeys() {
  const { copy, locale } = useCopy();
  const queryClient = useQueryClient();
  const [reauth, setReauth] = useState(false);
  const passkeys = useQuery({ queryKey: ["passkeys"], queryFn: () => api.passkeys() });
  const remove = useMutation({
    mutationFn: (passkey: PasskeyInfo) => api.removePasskey({ params: { id: passkey.id } }),
    onSuccess: () => {
      toast.success(copy.account.removed);
      void queryClient.invalidateQueries({ queryKey: ["passkeys"] });
    },
    onError: (error) => (needsReauth(error) ? setReauth(true) : toast.error(errorMessage(error, copy))),
  });
  return (
    <section aria-labelledby="passkeys-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="passkeys-title" className="text-lg font-semibold text-ink-950">
          {copy.account.passkeys}
        </h2>
        <AddPasskey onReauth={() => setReauth(true)} />
      </div>
      {reauth && <Reauthenticate onDone={() => setReauth(false)} />}
      {passkeys.isPending && <p className="mt-3 text-ink-700">{copy.loading}</p>}
      {passkeys.isError && (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(passkeys.error, copy)}
        </p>
      )}
      <ul className="mt-3 divide-y divide-ink-900/10">
        {passkeys.data?.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink-950">{passkey.name}</p>
              <p className="text-sm text-ink-600">
                {copy.account.created}: {formatDateTime(passkey.createdAt, locale)} · {copy.account.lastUsed}:{" "}
                {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, locale) : copy.account.never}
              </p>
            </div>
            <ConfirmButton
              trigger={
                <>
                  {copy.account.remove}
                  <span className="sr-only">: {passkey.name}</span>
                </>
              }
              title={copy.account.removeTitle(passkey.name)}
              text={copy.account.removeText}
              confirm={copy.account.remove}
              disabled={remove.isPending}
              onConfirm={() => remove.mutate(passkey)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddPasskey({ onReauth }: { onReauth: () => void }) {
  const { copy } = useCopy();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultPasskeyName);
  const [nameError, setNameError] = useState<string>();
  const add = useMutation({
    mutationFn: async (passkeyName: string) => {
      const { challengeId, options } = await api.addPasskeyOptions();
      const response = await startRegistration({ optionsJSON: options });
      return api.addPasskey({ body: { challengeId, name: passkeyName, response: { ...response } } });
    },
    onSuccess: () => {
      setOpen(false);
      toast.success(copy.account.added);
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
          {copy.account.add}
        </Button>
      </DialogTrigger>
      <DialogContent
        width="md"
        closeLabel={copy.close}
        aria-describedby={undefined}
        // Closed for a fresh sign-in: focus goes to that step, not back to the button that opened this.
        onCloseAutoFocus={(event) => needsReauth(add.error) && event.preventDefault()}
      >
        <DialogTitle>{copy.account.addTitle}</DialogTitle>
        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = name.trim();
            setNameError(trimmed ? undefined : copy.signUp.nameRequired);
            if (trimmed) add.mutate(trimmed.slice(0, 80));
          }}
        >
          <Field id="new-passkey-name" label={copy.signUp.name} error={nameError}>
            <Input
              {...fieldIds("new-passkey-name", nameError)}
              maxLength={80}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Button type="submit" className="mt-4" disabled={add.isPending}>
            {add.isPending ? copy.signUp.busy : copy.account.add}
          </Button>
          <FormMessage kind="error">
            {add.isError && !needsReauth(add.error) ? errorMessage(add.error, copy) : undefined}
          </FormMessage>
        </form>
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
  const { copy, lang } = useCopy();
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
      toast.success(copy.account.reauthDone);
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
        {copy.account.reauthTitle}
      </h3>
      <p className="mt-1 text-sm">{copy.account.reauthText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
          <KeyRound aria-hidden />
          {copy.account.reauthPasskey}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={link.isPending || !session.data}
          onClick={() => link.mutate()}
        >
          {copy.account.reauthLink}
        </Button>
      </div>
      <FormMessage kind="error">{failed ? errorMessage(failed, copy) : undefined}</FormMessage>
      <FormMessage kind="success">{link.isSuccess ? copy.account.reauthLinkSent : undefined}</FormMessage>
    </div>
  );
}

/** Where the user is signed in: each session by device and times, this one marked, any one ended. */
function Sessions() {
  const { copy, locale } = useCopy();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ["sessions"], queryFn: () => api.sessions() });
  const end = useMutation({
    mutationFn: (session: SessionInfo) => api.endSession({ params: { id: session.id } }),
    onSuccess: (_, session) => {
      if (session.current) {
        signedOut(queryClient);
        toast.success(copy.shell.signedOut);
        return;
      }
      toast.success(copy.account.sessionEnded);
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
    },
    onError: (error) => toast.error(errorMessage(error, copy)),
  });
  return (
    <section aria-labelledby="sessions-title" className={sectionClass}>
      <h2 id="sessions-title" className="text-lg font-semibold text-ink-950">
        {copy.account.sessions}
      </h2>
      <p className="mt-1 text-ink-700">{copy.account.sessionsIntro}</p>
      {sessions.isPending && <p className="mt-3 text-ink-700">{copy.loading}</p>}
      {sessions.isError && (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(sessions.error, copy)}
        </p>
      )}
      <ul className="mt-3 divide-y divide-ink-900/10">
        {sessions.data?.map((session) => {
          const device = session.device || copy.account.unknownDevice;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink-950">
                  {device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200">
                      {copy.account.thisSession}
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink-600">
                  {copy.account.signedInAt}: {formatDateTime(session.createdAt, locale)} · {copy.account.lastSeen}:{" "}
                  {formatDateTime(session.lastSeenAt, locale)}
                </p>
              </div>
              <Button type="button" variant="secondary" disabled={end.isPending} onClick={() => end.mutate(session)}>
                {copy.account.endSession}
                <span className="sr-only">
                  : {device}, {copy.account.signedInAt} {formatDateTime(session.createdAt, locale)}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SignOutEverywhere() {
  const { copy } = useCopy();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => api.signOutEverywhere(),
    onSuccess: () => {
      signedOut(queryClient);
      toast.success(copy.shell.signedOut);
    },
    onError: (error) => toast.error(errorMessage(error, copy)),
  });
  return (
    <section aria-labelledby="everywhere-title" className={sectionClass}>
      <h2 id="everywhere-title" className="text-lg font-semibold text-ink-950">
        {copy.account.signOutEverywhere}
      </h2>
      <p className="mt-1 mb-3 text-ink-700">{copy.account.signOutEverywhereText}</p>
      <ConfirmButton
        trigger={copy.account.signOutEverywhere}
        title={copy.account.signOutEverywhere}
        text={copy.account.signOutEverywhereText}
        confirm={copy.account.signOutEverywhereConfirm}
        disabled={signOut.isPending}
        onConfirm={() => signOut.mutate()}
      />
    </section>
  );
}

function AuditLog() {
  const { copy, locale } = useCopy();
  const audit = useInfiniteQuery({
    queryKey: ["audit"],
    queryFn: ({ pageParam }) => api.audit({ query: { before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="audit-title" className={sectionClass}>
      <h2 id="audit-title" className="text-lg font-semibold text-ink-950">
        {copy.account.audit}
      </h2>
      <p className="mt-1 text-ink-700">{copy.account.auditIntro}</p>
      {audit.isPending && <p className="mt-3 text-ink-700">{copy.loading}</p>}
      {audit.isError && (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(audit.error, copy)}
        </p>
      )}
      {audit.isSuccess && entries.length === 0 && <p className="mt-3 text-ink-700">{copy.account.auditEmpty}</p>}
      {entries.length > 0 && (
        <div className="mt-3">
          <ul className="divide-y divide-ink-900/10 md:hidden">
            {entries.map((entry) => (
              <li key={entry.id} className="py-2.5 text-sm">
                <p className="font-semibold text-ink-950">{copy.account.actions[entry.action] ?? entry.action}</p>
                <p className="break-all text-ink-700">{entry.email ?? copy.account.auditUnknown}</p>
                <p className="text-ink-600">
                  {formatDateTime(entry.at, locale)} ·{" "}
                  <span className={entry.success ? "text-emerald-800" : "text-red-800"}>
                    {entry.success ? copy.account.auditSuccess : copy.account.auditFailure}
                  </span>
                </p>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm md:table">
            <thead>
              <tr className="border-b border-ink-900/15 text-ink-600">
                <th scope="col" className="py-1.5 pr-3">
                  {copy.account.auditAt}
                </th>
                <th scope="col" className="py-1.5 pr-3">
                  {copy.account.auditAction}
                </th>
                <th scope="col" className="py-1.5 pr-3">
                  {copy.account.auditWho}
                </th>
                <th scope="col" className="py-1.5">
                  {copy.account.auditResult}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-ink-900/5 align-top">
                  <td className="py-1.5 pr-3">{formatDateTime(entry.at, locale)}</td>
                  <td className="py-1.5 pr-3">{copy.account.actions[entry.action] ?? entry.action}</td>
                  <td className="py-1.5 pr-3 break-all">{entry.email ?? copy.account.auditUnknown}</td>
                  <td className={`py-1.5 ${entry.success ? "text-emerald-800" : "text-red-800"}`}>
                    {entry.success ? copy.account.auditSuccess : copy.account.auditFailure}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.hasNextPage && (
        <Button
          type="button"
          variant="secondary"
          className="mt-4"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? copy.loading : copy.account.older}
        </Button>
      )}
    </section>
  );
}
