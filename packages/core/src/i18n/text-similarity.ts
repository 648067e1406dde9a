// How alike two texts are, for the translation memory's suggestions (0 nothing shared … 1 the same
// text): the Dice coefficient over the texts' character trigrams, after lower-casing and collapsing
// white space. Cheap, symmetric and language-neutral; good enough to find "Add to cart" for
// "Add to the cart". Suggestions show from SIMILAR_ENOUGH on.

export const SIMILAR_ENOUGH = 0.75;

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The text's trigrams with their counts (padded, so short texts have some). */
function trigrams(text: string): Map<string, number> {
  const padded = `  ${normalise(text)} `;
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const gram = padded.slice(i, i + 3);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** The Dice score of two texts' trigram multisets: 2·|A∩B| / (|A|+|B|). */
export function textSimilarity(a: string, b: string): number {
  if (normalise(a) === normalise(b)) return 1;
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of left) {
    shared += Math.min(count, right.get(gram) ?? 0);
    total += count;
  }
  for (const count of right.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}
