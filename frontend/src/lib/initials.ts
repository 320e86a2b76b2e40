/** Up to two capital letters for an avatar: "Ada Lovelace" -> "AL", "ada@x.org" -> "A". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1 || name.includes('@') ? [words[0][0]] : [words[0][0], words[words.length - 1][0]];
  return letters.join('').toUpperCase();
}
