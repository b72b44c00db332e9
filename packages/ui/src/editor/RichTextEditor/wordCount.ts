const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * Words in a text, as the server counts `words_count`: each CJK character counts 1, each run of
 * other letters or digits counts 1 (punctuation and spaces count nothing).
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return cjk + words;
}
