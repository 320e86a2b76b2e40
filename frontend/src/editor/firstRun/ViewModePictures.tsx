import type { ViewMode } from '@mapa/model';

const STROKE = 'var(--mantine-color-indigo-5)';
const FILL = 'light-dark(var(--mantine-color-indigo-1), var(--mantine-color-indigo-9))';
const LINE = 'light-dark(var(--mantine-color-gray-4), var(--mantine-color-dark-3))';
const CARD = 'var(--mapa-surface)';

/** A small drawing of each view for the view-mode modal: a tree of nodes, an outline, a stack of cards. */
export function ViewModePicture({ mode }: { mode: ViewMode }) {
  return (
    <svg viewBox="0 0 96 64" width={96} height={64} aria-hidden focusable="false">
      {mode === 'mindmap' && (
        <g strokeWidth={2}>
          <path d="M30 32 L62 14 M30 32 L62 32 M30 32 L62 50" stroke={LINE} fill="none" />
          <rect x={10} y={24} width={26} height={16} rx={5} fill={FILL} stroke={STROKE} />
          {[8, 26, 44].map((y) => (
            <rect key={y} x={60} y={y} width={24} height={12} rx={4} fill={CARD} stroke={STROKE} />
          ))}
        </g>
      )}
      {mode === 'text' && (
        <g strokeWidth={3} strokeLinecap="round" fill="none">
          <path d="M14 14 H70" stroke={STROKE} />
          {[26, 36, 46].map((y, i) => (
            <path key={y} d={`M${i === 1 ? 28 : 22} ${y} H${i === 2 ? 66 : 82}`} stroke={LINE} />
          ))}
          <path d="M22 56 H56" stroke={LINE} />
        </g>
      )}
      {mode === 'flashcards' && (
        <g strokeWidth={2}>
          <rect x={26} y={8} width={48} height={34} rx={5} fill={FILL} stroke={LINE} />
          <rect x={18} y={16} width={48} height={34} rx={5} fill={CARD} stroke={STROKE} />
          <path d="M28 29 H56 M32 37 H52" stroke={LINE} strokeWidth={3} strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
