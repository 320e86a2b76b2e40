/**
 * A cheap, deterministic token estimate: about four ASCII characters per token, one per other character (CJK and
 * accented text cost more than English in every tokenizer). It errs high, so a prompt estimated within budget is.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 128) ascii++;
    else other++;
  }
  return Math.ceil(ascii / 4) + other;
}
