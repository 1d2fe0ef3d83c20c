// Where no exact count is taken (a tool result, or the rest of a text past a partial count in cost.ts), sizes in
// tokens are estimated as characters / 4: the usual rule of thumb for English text and JSON under the BPE tokenizers
// of current models, and the estimate description-quality uses. Code-heavy or non-Latin text runs higher.
export const CHARS_PER_TOKEN = 4;

export function estimateTokens(characters: number): number {
  return Math.ceil(characters / CHARS_PER_TOKEN);
}
