/**
 * The body's editor (docs/decisions/0067): TipTap restricted to the document schema's nodes and
 * marks, a keyboard-operable toolbar, the link and image dialogs. On every change the document is
 * validated with the schema the server applies; `onChange` gets the document or why it is refused,
 * and the reasons show under the editor.
 */
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { emptyRichTextDocument, type RichTextDocument } from "#common/rich-text/document";
import { checkRichText, type RichTextCheck, type RichTextProblem } from "#common/rich-text/problems";
import { useCopy } from "../../lib/i18n";
import { formattingActions, tableActions } from "./actions";
import { richTextExtensions, type ImageChoice } from "./extensions";
import { ImageListPicker, type ImagePickerProps } from "./image-dialog";
import { LinkDialog, type LinkTargetChoice } from "./link-dialog";
import { Toolbar } from "./toolbar";

export interface RichTextEditorProps {
  /** The text's name, read by screen readers (the field's label). */
  label: string;
  /** The document to start with; an empty paragraph when absent. */
  initialValue?: RichTextDocument;
  /** Every change: the validated document, or the problems that keep it from being saved. */
  onChange: (result: RichTextCheck) => void;
  /** Pages of the site (and entries) the link dialog offers. */
  linkTargets: readonly LinkTargetChoice[];
  /** Images the default picker offers and the editor previews. */
  images: readonly ImageChoice[];
  /** The media library's picker, in place of the list of `images`. */
  renderImagePicker?: (props: ImagePickerProps) => ReactNode;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useCopy();
  const id = useId();
  const [dialog, setDialog] = useState<"link" | "image">();
  const [problems, setProblems] = useState<RichTextProblem[]>([]);
  const openLink = () => setDialog("link");
  // The editor keeps the handlers it was created with: the latest onChange is read through a ref.
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });
  const editor = useEditor({
    extensions: richTextExtensions({ images: props.images, onLinkShortcut: openLink }),
    content: props.initialValue ?? emptyRichTextDocument,
    shouldRerenderOnTransaction: true,
    // TipTap's own style tag is written through innerHTML, which the back office's Trusted Types
    // refuse; its few rules stand in admin.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        id: `${id}-text`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": props.label,
        "aria-describedby": `${id}-problems`,
        class:
          "min-h-48 rounded-b-xl px-4 py-3 text-ink-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-600 [&_blockquote]:pl-4 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_hr]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_td]:border [&_td]:border-ink-900/20 [&_td]:px-2 [&_th]:border [&_th]:border-ink-900/20 [&_th]:bg-sand-50 [&_th]:px-2 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-accent-700 [&_a]:underline [&_table]:my-3 [&_table]:w-full [&_table]:border-collapse",
      },
    },
    onUpdate: ({ editor: changed }) => {
      const result = checkRichText(changed.getJSON());
      setProblems(result.success ? [] : result.problems);
      onChange.current(result);
    },
  });

  const pickImage = (mediaId: string) => {
    editor.chain().focus().insertContent({ type: "image", attrs: { mediaId } }).run();
    setDialog(undefined);
  };
  const pickerProps: ImagePickerProps = {
    open: dialog === "image",
    onOpenChange: (open) => setDialog(open ? "image" : undefined),
    onPick: pickImage,
  };
  const groups = [
    { actions: formattingActions({ openLink, openImage: () => setDialog("image") }) },
    ...(editor.isActive("table") ? [{ label: t("richText.table.tools"), actions: tableActions }] : []),
  ];

  return (
    <div className="grid gap-2">
      <div className="rounded-xl border border-ink-900/20 bg-white">
        <Toolbar editor={editor} groups={groups} label={t("richText.toolbar")} controls={`${id}-text`} />
        <EditorContent editor={editor} />
      </div>
      <Problems id={`${id}-problems`} problems={problems} />
      <LinkDialog
        editor={editor}
        targets={props.linkTargets}
        open={dialog === "link"}
        onOpenChange={(open) => setDialog(open ? "link" : undefined)}
      />
      {props.renderImagePicker ? (
        props.renderImagePicker(pickerProps)
      ) : (
        <ImageListPicker images={props.images} {...pickerProps} />
      )}
    </div>
  );
}

/** Why the text cannot be saved, each reason once, in the back office's language. */
function Problems({ id, problems }: { id: string; problems: RichTextProblem[] }) {
  const { t } = useCopy();
  const reasons = [...new Map(problems.map((p) => [p.code, p])).values()];
  return (
    <div id={id} role="alert" className="empty:hidden">
      {reasons.length > 0 && (
        <div className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">{t("richText.invalid")}</p>
          <ul className="mt-1 list-disc pl-5">
            {reasons.map((p) => (
              <li key={p.code}>{t(`richText.reasons.${p.code}`, p.values ?? {})}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export type { Editor };
