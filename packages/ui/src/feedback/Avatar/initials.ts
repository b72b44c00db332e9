const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;

/** Whether a name is written in Chinese (or Japanese, Korean) characters. */
export const isCjk = (name: string) => CJK.test(name);

/**
 * The letters an avatar shows without a picture. Chinese (and other CJK) names show their last two
 * characters, as Chinese workplace apps do (王小明 → 小明); other names the first letters of their
 * first and last words (Li Wei → LW, madonna → M). `max` 1 keeps one: the last character or the first letter.
 */
export function initialsOf(name: string, max: 1 | 2 = 2): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if (isCjk(trimmed)) {
    const chars = Array.from(trimmed.replace(/[\s·•.]/gu, ''));
    return chars.slice(-max).join('');
  }
  const words = trimmed
    .split(/[\s._-]+/u)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return Array.from(trimmed)[0]!;
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 && max > 1 ? Array.from(words[words.length - 1]!)[0]! : '';
  return (first + last).toLocaleUpperCase();
}

export const avatarTones = ['info', 'success', 'warning', 'danger', 'neutral'] as const;
export type AvatarTone = (typeof avatarTones)[number];

/** A stable tone per name, so a person keeps their colour everywhere. */
export function toneOf(name: string): AvatarTone {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return avatarTones[hash % avatarTones.length]!;
}
