/** A new conversation id as spec §3.8 makes them: `conv_{timestamp}_{9 random base-36 characters}`. */
export function newConversationId(now = Date.now(), random: () => number = Math.random): string {
  let tail = '';
  while (tail.length < 9) tail += Math.floor(random() * 36).toString(36);
  return `conv_${now}_${tail}`;
}
