// A word diff for the translation editor: what a suggestion changes against the current text. The
// longest common subsequence of the two texts' words (and the white space between them), in
// O(n·m) for texts of a few hundred words; longer texts are shown as one replacement.

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

const MAX_TOKENS = 2_000;
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/** Merges neighbours of the same kind, so the editor renders few spans. */
function merged(parts: DiffPart[]): DiffPart[] {
  const result: DiffPart[] = [];
  for (const part of parts) {
    const last = result.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else if (part.text) result.push({ ...part });
  }
  return result;
}

/** The parts that turn `before` into `after`: kept, removed and added words, in reading order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > (MAX_TOKENS * MAX_TOKENS) / 4 || a.length > MAX_TOKENS || b.length > MAX_TOKENS)
    return merged([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i++]! });
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)
      parts.push({ kind: 'removed', text: a[i++]! });
    else parts.push({ kind: 'added', text: b[j++]! });
  }
  while (i < a.length) parts.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) parts.push({ kind: 'added', text: b[j++]! });
  return merged(parts);
}
