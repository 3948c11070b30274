/**
 * The link dialog: a page of the site (or an entry, from `targets`) or an external address,
 * checked with the document schema's own link rule before it reaches the text.
 */
import type { Editor } from "@tiptap/react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { Field, fieldIds, Input, Select } from "~/components/ui/field";
import { richTextLinkMark } from "#common/rich-text/document";
import { parseLinkHref, siteHref, type InternalLinkTarget } from "#common/rich-text/links";
import { reasonOf } from "#common/rich-text/reasons";
import { useCopy } from "../../lib/i18n";
import { DialogActions } from "../confirm-dialog";

/** A page or entry the owner may link to, by its name in the back office's language. */
export interface LinkTargetChoice {
  target: InternalLinkTarget;
  label: string;
  /** The heading it is listed under ("Pages", a collection's name); ungrouped when absent. */
  group?: string;
}

type Kind = "site" | "external";

interface LinkDialogProps {
  editor: Editor;
  targets: readonly LinkTargetChoice[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface LinkState {
  kind: Kind;
  /** The chosen target's `site:` address. */
  site: string;
  url: string;
}

/** The link under the cursor, as the dialog starts. */
function initialState(editor: Editor): LinkState {
  const href = (editor.getAttributes("link").href as string | undefined) ?? "";
  const target = parseLinkHref(href);
  return target && target.kind !== "external"
    ? { kind: "site", site: href, url: "" }
    : { kind: target ? "external" : "site", site: "", url: href };
}

export function LinkDialog({ editor, targets, open, onOpenChange }: LinkDialogProps) {
  const { t } = useCopy();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="md"
        closeLabel={t("close")}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <DialogTitle>
          {editor.isActive("link") ? t("richText.link.editTitle") : t("richText.link.insertTitle")}
        </DialogTitle>
        {open && <LinkForm editor={editor} targets={targets} close={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({
  editor,
  targets,
  close,
}: {
  editor: Editor;
  targets: readonly LinkTargetChoice[];
  close: () => void;
}) {
  const { t } = useCopy();
  const id = useId();
  const [state, setState] = useState(() => initialState(editor));
  const [error, setError] = useState<string>();
  const editing = editor.isActive("link");
  const choices = targets.map((choice) => ({
    href: siteHref(choice.target),
    label: choice.label,
    group: choice.group,
  }));

  function apply(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled out of the entry's form, but React bubbles its submit up the
    // component tree: without this, applying a link saved the whole entry.
    event.stopPropagation();
    const href = state.kind === "site" ? state.site : state.url.trim();
    if (state.kind === "site" && href === "") return setError(t("richText.link.targetMissing"));
    const checked = richTextLinkMark.safeParse({ type: "link", attrs: { href } });
    if (!checked.success) return setError(t(`richText.reasons.${reasonOf(checked.error.issues[0]!.message)}`));
    if (editor.state.selection.empty && !editing) {
      const text = choices.find((c) => c.href === href)?.label ?? href.replace(/^mailto:/, "");
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    close();
  }

  return (
    <form noValidate onSubmit={apply} className="mt-6 grid gap-5">
      <KindChoice
        name={`${id}-kind`}
        kind={state.kind}
        onChange={(kind) => {
          setState({ ...state, kind });
          setError(undefined);
        }}
      />
      <TargetField id={id} state={state} setState={setState} choices={choices} error={error} />
      <DialogActions>
        {editing && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              close();
            }}
          >
            {t("richText.link.remove")}
          </Button>
        )}
        <Button type="submit">{t("richText.link.apply")}</Button>
      </DialogActions>
    </form>
  );
}

function KindChoice({ name, kind, onChange }: { name: string; kind: Kind; onChange: (kind: Kind) => void }) {
  const { t } = useCopy();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink-900">{t("richText.link.kind")}</legend>
      {(["site", "external"] as const).map((value) => (
        <label key={value} className="flex items-center gap-2 text-ink-900">
          <input
            type="radio"
            name={name}
            value={value}
            checked={kind === value}
            onChange={() => onChange(value)}
            className="size-4 accent-accent-600"
          />
          {t(`richText.link.kinds.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}

interface TargetFieldProps {
  id: string;
  state: LinkState;
  setState: (state: LinkState) => void;
  choices: Choice[];
  error: string | undefined;
}

/** The page to link to, or the address typed. */
function TargetField({ id, state, setState, choices, error }: TargetFieldProps) {
  const { t } = useCopy();
  if (state.kind === "site") {
    const field = `${id}-site`;
    return (
      <Field
        id={field}
        label={t("richText.link.target")}
        error={error}
        hint={choices.length ? undefined : t("richText.link.noTargets")}
      >
        <Select
          {...fieldIds(field, error, choices.length === 0)}
          value={state.site}
          onChange={(event) => setState({ ...state, site: event.target.value })}
        >
          <option value="">{t("richText.link.choose")}</option>
          {grouped(choices).map(([group, list]) =>
            group === undefined ? (
              options(list)
            ) : (
              <optgroup key={group} label={group}>
                {options(list)}
              </optgroup>
            ),
          )}
        </Select>
      </Field>
    );
  }
  const field = `${id}-url`;
  return (
    <Field id={field} label={t("richText.link.url")} hint={t("richText.link.urlHint")} error={error}>
      <Input
        {...fieldIds(field, error, true)}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={state.url}
        onChange={(event) => setState({ ...state, url: event.target.value })}
      />
    </Field>
  );
}

type Choice = { href: string; label: string; group?: string };

/** The choices by their group, in the order the groups first appear. */
function grouped(choices: Choice[]): [string | undefined, Choice[]][] {
  const groups = new Map<string | undefined, Choice[]>();
  for (const choice of choices) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups];
}

const options = (list: Choice[]) =>
  list.map((choice) => (
    <option key={choice.href} value={choice.href}>
      {choice.label}
    </option>
  ));
