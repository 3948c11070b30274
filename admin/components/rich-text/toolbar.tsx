/**
 * The editor's toolbar: one tab stop, arrow keys between its buttons (Home and End to the ends),
 * Enter or Space to apply. Each button names its shortcut in its label and in
 * `aria-keyshortcuts`; a toggle says whether it is on with `aria-pressed`. A button that does
 * nothing now stays focusable (`aria-disabled`), so the arrow keys keep their order.
 */
import type { Editor } from "@tiptap/react";
import { useRef, useState, type KeyboardEvent } from "react";
import { cn } from "~/lib/cn";
import { useCopy } from "../../lib/i18n";
import { ariaKeys, labelKey, shownKeys, type AnyAction } from "./actions";

interface ToolbarProps {
  editor: Editor;
  groups: { label?: string; actions: AnyAction[] }[];
  /** The toolbar's name and the id of the text it formats. */
  label: string;
  controls: string;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function Toolbar({ editor, groups, label, controls }: ToolbarProps) {
  const { t } = useCopy();
  const words = { mod: t("richText.keys.mod"), shift: t("richText.keys.shift"), alt: t("richText.keys.alt") };
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const actions = groups.flatMap((group) => group.actions);
  const [focused, setFocused] = useState(0);
  const current = Math.min(focused, actions.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, actions.length);
    setFocused(next);
    buttons.current[next]?.focus();
  }

  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-ink-900/15 p-1.5"
    >
      {groups.map((group, g) => (
        <div
          key={g}
          role={group.label ? "group" : undefined}
          aria-label={group.label}
          className={cn("flex flex-wrap gap-1", g > 0 && "border-l border-ink-900/15 pl-1")}
        >
          {group.actions.map((action) => {
            const at = index++;
            const name = t(labelKey(action.id));
            const title = action.keys
              ? t("richText.withShortcut", { label: name, shortcut: shownKeys(action.keys, words) })
              : name;
            const enabled = action.isEnabled?.(editor) ?? true;
            const Icon = action.icon;
            return (
              <button
                key={action.id}
                ref={(element) => {
                  buttons.current[at] = element;
                }}
                type="button"
                tabIndex={at === current ? 0 : -1}
                aria-label={title}
                title={title}
                aria-keyshortcuts={action.keys && ariaKeys(action.keys)}
                aria-pressed={action.isActive ? action.isActive(editor) : undefined}
                aria-disabled={enabled ? undefined : true}
                aria-haspopup={action.opensDialog ? "dialog" : undefined}
                onFocus={() => setFocused(at)}
                onClick={() => enabled && action.run(editor)}
                className="inline-flex size-9 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-900/5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 aria-disabled:opacity-40 aria-pressed:bg-accent-100 aria-pressed:text-accent-800"
              >
                <Icon aria-hidden className="size-4" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
