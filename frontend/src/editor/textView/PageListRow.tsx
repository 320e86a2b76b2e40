import { memo } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlacedRow } from './pageRows';
import type { PageSection } from './TextViewStore';
import { MarkerStrip } from '../markers/MarkerStrip';

const TITLES: Record<PageSection, string> = {
  parents: 'textView.parentPages',
  children: 'textView.childPages',
  all: 'textView.allPages',
};
const BADGES: Record<PageSection, string> = {
  parents: 'textView.parentBadge',
  children: 'textView.childBadge',
  all: 'textView.allBadge',
};
const ADD_LABELS: Record<PageSection, string> = {
  parents: 'textView.addParent',
  children: 'textView.addChild',
  all: 'textView.addPage',
};
const EMPTY: Record<PageSection, string> = {
  parents: 'textView.noParents',
  children: 'textView.noChildren',
  all: 'textView.noPages',
};
// Dark shades on the list's light grey, light ones on its dark grey: the badges' small type keeps a 4.5:1 contrast
// in both colour schemes (axe, WCAG AA).
const BADGE_COLORS: Record<PageSection, string> = {
  parents: 'light-dark(var(--mantine-color-grape-9), var(--mantine-color-grape-3))',
  children: 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))',
  all: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))',
};

interface RowProps {
  row: PlacedRow;
  /** The label of a page row ('' when it has none). */
  label: string;
  /** The page's markers, drawn before its label (issue 36). */
  markers?: readonly string[];
  selected: boolean;
  /** The text shown for a page without a label ('Untitled'), translated once by the list. */
  untitled: string;
  query: string;
  canAdd: boolean;
  onSelect: (id: string) => void;
  onAdd: (section: PageSection) => void;
}

/**
 * One row of the page list: a section header (title, count, badge, '+ Add'), a page, or an empty message. Memoised:
 * a search keystroke re-renders only the rows whose content or place changed (issue #13: ≤ 16 ms a keystroke at
 * 100,000 nodes).
 */
export const PageListRow = memo(function PageListRow(props: RowProps) {
  const { row } = props;
  if (row.kind === 'page') {
    return (
      <PageRowButton
        row={row}
        label={props.label}
        markers={props.markers}
        selected={props.selected}
        untitled={props.untitled}
        onSelect={props.onSelect}
      />
    );
  }
  return <SectionRow {...props} />;
}, sameRow);

function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.row.key === b.row.key &&
    a.row.top === b.row.top &&
    a.row.height === b.row.height &&
    (a.row.kind !== 'header' || b.row.kind !== 'header' || a.row.count === b.row.count) &&
    (a.row.kind !== 'page' || b.row.kind !== 'page' || a.row.id === b.row.id) &&
    a.label === b.label &&
    a.markers === b.markers &&
    a.selected === b.selected &&
    a.untitled === b.untitled &&
    (a.row.kind !== 'empty' || a.query === b.query) &&
    a.canAdd === b.canAdd &&
    a.onSelect === b.onSelect &&
    a.onAdd === b.onAdd
  );
}

/** A page row: a plain button (no Mantine layers), as thousands of them mount and unmount while searching. */
function PageRowButton({
  row,
  label,
  markers,
  selected,
  untitled,
  onSelect,
}: {
  row: PlacedRow & { kind: 'page' };
  label: string;
  markers?: readonly string[];
  selected: boolean;
  untitled: string;
  onSelect: (id: string) => void;
}) {
  return (
    <button
      type="button"
      style={{ position: 'absolute', top: row.top, height: row.height, left: 0, right: 0 }}
      className="mapa-page-row"
      data-selected={selected || undefined}
      data-untitled={label ? undefined : true}
      aria-current={selected ? 'page' : undefined}
      onClick={() => onSelect(row.id)}
    >
      <MarkerStrip markers={markers} />
      <span className="mapa-page-row-label">{label || untitled}</span>
    </button>
  );
}

/** A section header or an empty message. */
function SectionRow({ row, query, canAdd, onAdd }: RowProps) {
  const { t } = useTranslation();
  const style = { position: 'absolute', top: row.top, height: row.height, left: 0, right: 0 } as const;
  if (row.kind === 'header') {
    // Only the count changes while searching: the title, badge and '+ Add' are memoised apart.
    return (
      <Group style={style} px="md" pt={10} gap={8} wrap="nowrap" align="center">
        <HeaderTitle section={row.section} />
        <Text size="xs" c="var(--mapa-text-muted)" data-testid={`count-${row.section}`}>
          {row.count}
        </Text>
        <HeaderTools section={row.section} canAdd={canAdd} onAdd={onAdd} />
      </Group>
    );
  }
  if (row.kind === 'empty') {
    const message =
      query.trim() !== '' ? t('textView.noMatches', { query: query.trim() }) : t(EMPTY[row.section]);
    return (
      <Text
        style={style}
        px="md"
        size="sm"
        c="var(--mapa-text-muted)"
        fs="italic"
        lh={`${row.height}px`}
        truncate
      >
        {message}
      </Text>
    );
  }
  return null;
}

const HeaderTitle = memo(function HeaderTitle({ section }: { section: PageSection }) {
  const { t } = useTranslation();
  return (
    <Text
      component="h3"
      size="xs"
      fw={700}
      tt="uppercase"
      c="var(--mapa-text-muted)"
      style={{ letterSpacing: 0.4 }}
    >
      {t(TITLES[section])}
    </Text>
  );
});

/** The section's relationship badge and, for those who may edit, its '+ Add'. */
const HeaderTools = memo(function HeaderTools({
  section,
  canAdd,
  onAdd,
}: {
  section: PageSection;
  canAdd: boolean;
  onAdd: (section: PageSection) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Badge size="xs" variant="outline" color={BADGE_COLORS[section]}>
        {t(BADGES[section])}
      </Badge>
      {canAdd && (
        <Button
          size="compact-xs"
          variant="subtle"
          ml="auto"
          aria-label={t(ADD_LABELS[section])}
          onClick={() => onAdd(section)}
        >
          {t('textView.add')}
        </Button>
      )}
    </>
  );
});
