/** A run of words in an old or new value: in both, only in the old one, or only in the new one. */
interface DiffPart {
  text: string;
  change: "same" | "removed" | "added";
}

const words = (text: string) => text.split(/(\s+)/).filter(Boolean);

/**
 * The words that changed between two values (the longest common run of words kept), for the
 * history's "changed words marked". Texts are at most 5000 characters, so the table stays small.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (text: string, change: DiffPart["change"]) => {
    const last = parts.at(-1);
    if (last?.change === change) last.text += text;
    else parts.push({ text, change });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(a[i++]!, "same");
      j++;
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      push(a[i++]!, "removed");
    } else {
      push(b[j++]!, "added");
    }
  }
  return parts;
}
