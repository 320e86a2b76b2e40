/**
 * Where a key moves the choice in a radio group of `count` items from item `index` (WAI-ARIA radio group): the next
 * one for → and ↓, the previous one for ← and ↑ (both wrapping), the first for Home, the last for End; null for any
 * other key.
 */
export function radioKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
