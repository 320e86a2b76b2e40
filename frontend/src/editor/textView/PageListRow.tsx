import { Badge, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlacedRow } from './pageRows';
import type { PageSection } from './TextViewStore';

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
// Dark shades: the badges' small type keeps a 4.5:1 contrast on the list's light grey (axe, WCAG AA).
const BADGE_COLORS: Record<PageSection, string> = { parents: 'grape.9', children: 'teal.9', all: 'gray.7' };

interface RowProps {
  row: PlacedRow;
  /** The label of a page row ('' when it has none). */
  label: string;
  selected: boolean;
  query: string;
  canAdd: boolean;
  onSelect: (id: string) => void;
  onAdd: (section: PageSection) => void;
}

/** One row of the page list: a section header (title, count, badge, '+ Add'), a page, or an empty message. */
export function PageListRow({ row, label, selected, query, canAdd, onSelect, onAdd }: RowProps) {
  const { t } = useTranslation();
  const style = { position: 'absolute', top: row.top, height: row.height, left: 0, right: 0 } as const;
  if (row.kind === 'header') {
    return (
      <Group style={style} px="md" pt={10} gap={8} wrap="nowrap" align="center">
        <Text component="h3" size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: 0.4 }}>
          {t(TITLES[row.section])}
        </Text>
        <Text size="xs" c="gray.7" data-testid={`count-${row.section}`}>
          {row.count}
        </Text>
        <Badge size="xs" variant="outline" color={BADGE_COLORS[row.section]}>
          {t(BADGES[row.section])}
        </Badge>
        {canAdd && (
          <Button
            size="compact-xs"
            variant="subtle"
            ml="auto"
            aria-label={t(ADD_LABELS[row.section])}
            onClick={() => onAdd(row.section)}
          >
            {t('textView.add')}
          </Button>
        )}
      </Group>
    );
  }
  if (row.kind === 'empty') {
    const message =
      query.trim() !== '' ? t('textView.noMatches', { query: query.trim() }) : t(EMPTY[row.section]);
    return (
      <Text style={style} px="md" size="sm" c="gray.7" fs="italic" lh={`${row.height}px`} truncate>
        {message}
      </Text>
    );
  }
  return (
    <UnstyledButton
      style={style}
      className="mapa-page-row"
      data-selected={selected || undefined}
      aria-current={selected ? 'page' : undefined}
      onClick={() => onSelect(row.id)}
    >
      <Text size="sm" truncate c={label ? undefined : 'gray.7'} fs={label ? undefined : 'italic'}>
        {label || t('textView.untitled')}
      </Text>
    </UnstyledButton>
  );
}
