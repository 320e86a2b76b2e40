import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { findMatches, replaceTransaction, type FindOptions, type SearchIndex } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { formatNumber } from '../../lib/formatNumber';
import { useLocale } from '../../i18n/useLocale';
import { SEARCH_FOCUS_ZOOM } from './searchModes';

/**
 * Find and replace under the search field: match case and whole word, the count and the current match, next
 * and previous (each selects and shows its node), replace this one, or replace all as one undoable change. The
 * candidates come from the search index; the matches are counted in titles and in the text of contents only.
 * Not memoised: the dialog renders it again after every applied transaction, so the matches follow edits.
 */
export function ReplacePanel({ index, query }: { index: SearchIndex; query: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { doc, ui } = useEditor();
  const [replacement, setReplacement] = useState('');
  const [options, setOptions] = useState<FindOptions>({ matchCase: false, wholeWord: false });
  const [current, setCurrent] = useState(0);
  const matches =
    query.trim() === '' ? [] : findMatches(doc.state, index.nodesContaining(query), query, options);
  const at = matches.length === 0 ? -1 : Math.min(current, matches.length - 1);

  const show = (position: number) => {
    const match = matches[position];
    if (!match) return;
    setCurrent(position);
    ui.engine?.select({ nodes: [match.id], edges: [] });
    ui.engine?.focusNode(match.id, SEARCH_FOCUS_ZOOM);
  };
  const step = (by: number) => {
    if (matches.length === 0) return;
    show((((at < 0 ? 0 : at + by) % matches.length) + matches.length) % matches.length);
  };
  const replace = (which: 'one' | 'all') => {
    const chosen = which === 'all' ? matches : at >= 0 ? [matches[at]] : [];
    const tx = replaceTransaction(doc.state, chosen, query, replacement, options);
    if (tx) doc.apply(tx);
  };
  const toggle = (key: keyof FindOptions) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setOptions({ ...options, [key]: event.currentTarget.checked });
    setCurrent(0);
  };

  return (
    <Stack gap="xs" role="group" aria-label={t('search.replace.group')}>
      <TextInput
        size="sm"
        aria-label={t('search.replace.with')}
        placeholder={t('search.replace.with')}
        value={replacement}
        onChange={(event) => setReplacement(event.currentTarget.value)}
      />
      <Group gap="md" justify="space-between" wrap="wrap">
        <Group gap="md">
          <Checkbox
            size="xs"
            label={t('search.replace.matchCase')}
            checked={options.matchCase}
            onChange={toggle('matchCase')}
          />
          <Checkbox
            size="xs"
            label={t('search.replace.wholeWord')}
            checked={options.wholeWord}
            onChange={toggle('wholeWord')}
          />
        </Group>
        <Group gap={4}>
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="replace-count">
            {matches.length === 0
              ? t('search.replace.none')
              : t('search.replace.position', {
                  current: formatNumber(at + 1, locale),
                  total: formatNumber(matches.length, locale),
                })}
          </Text>
          <ActionIcon
            variant="subtle"
            aria-label={t('search.replace.previous')}
            disabled={matches.length === 0}
            onClick={() => step(-1)}
          >
            <IconChevronUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('search.replace.next')}
            disabled={matches.length === 0}
            onClick={() => step(1)}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" disabled={at < 0} onClick={() => replace('one')}>
          {t('search.replace.one')}
        </Button>
        <Button size="xs" disabled={matches.length === 0} onClick={() => replace('all')}>
          {t('search.replace.all', { total: formatNumber(matches.length, locale) })}
        </Button>
      </Group>
    </Stack>
  );
}
