import { useState } from 'react';
import { Button, Group, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconReplace, IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { emptySearchResults } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { effectiveMode, formatCount, SEARCH_FOCUS_ZOOM, type SearchMode } from './searchModes';
import { useSearchIndex } from './useSearchIndex';
import { ReplacePanel } from './ReplacePanel';
import { useLocale } from '../../i18n/useLocale';

const EMPTY = emptySearchResults();

/**
 * Search (spec §2.3): title and content modes with counts and the automatic switch; a title result pans and zooms
 * to the node at 1.1, a content result opens the node. Answers come from the model's index, not a scan. Editors
 * open find and replace under the field (`ReplacePanel`).
 */
export const SearchDialog = observer(function SearchDialog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { doc, ui, canvas, readOnly } = useEditor();
  const [query, setQuery] = useState('');
  const [replacing, setReplacing] = useState(false);
  const [mode, setMode] = useState<SearchMode>('title');
  const open = canvas.searchOpen;
  // The hook renders again after every applied transaction, so the results follow edits while search is open;
  // the index answers from its own tables (no scan), so asking it at each render is cheap.
  const index = useSearchIndex(doc);
  const results = index && open ? index.search(query) : EMPTY;
  const shown = effectiveMode(mode, results);
  const close = () => canvas.setSearchOpen(false);

  const focusNode = (id: string) => {
    ui.engine?.select({ nodes: [id], edges: [] });
    ui.engine?.focusNode(id, SEARCH_FOCUS_ZOOM);
    close();
  };
  const openNode = (id: string) => {
    ui.engine?.select({ nodes: [id], edges: [] });
    ui.openNode(id);
    close();
  };

  return (
    <Modal
      opened={canvas.searchOpen}
      onClose={close}
      title={t('search.title')}
      size="lg"
      radius="lg"
      yOffset="12vh"
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          aria-label={t('search.inputLabel')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} />}
          value={query}
          // Reopened search shows the last query selected: typing replaces it rather than appending.
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Group gap="xs">
          {(['title', 'content'] as const).map((m) => (
            <Button
              key={m}
              size="xs"
              radius="xl"
              variant={shown === m ? 'filled' : 'default'}
              aria-pressed={shown === m}
              onClick={() => setMode(m)}
            >
              {t(`search.${m}Mode`, {
                total: formatCount(m === 'title' ? results.titles : results.contents, locale),
              })}
            </Button>
          ))}
          {!readOnly && (
            <Button
              size="xs"
              radius="xl"
              variant={replacing ? 'light' : 'subtle'}
              ml="auto"
              leftSection={<IconReplace size={14} />}
              aria-expanded={replacing}
              onClick={() => setReplacing(!replacing)}
            >
              {t('search.replace.toggle')}
            </Button>
          )}
        </Group>
        {replacing && !readOnly && <ReplacePanel index={index} query={query} />}
        <ScrollArea.Autosize mah="50vh" type="auto">
          <Stack gap={2} role="list" aria-label={t('search.results')}>
            {shown === 'title'
              ? results.titles.results.map((r) => (
                  <UnstyledButton
                    key={r.id}
                    role="listitem"
                    className="mapa-search-result"
                    onClick={() => focusNode(r.id)}
                  >
                    <Text size="sm">{r.label || t('nodePanel.titlePlaceholder')}</Text>
                  </UnstyledButton>
                ))
              : results.contents.results.map((r) => (
                  <UnstyledButton
                    key={`${r.id}:${r.offset}`}
                    role="listitem"
                    className="mapa-search-result"
                    onClick={() => openNode(r.id)}
                  >
                    <Text size="sm">
                      <Text span fw={600}>
                        [{r.label || t('nodePanel.titlePlaceholder')}]
                      </Text>{' '}
                      {r.before}
                      <strong>{r.match}</strong>
                      {r.after}
                    </Text>
                  </UnstyledButton>
                ))}
            {query.trim() !== '' && results.titles.count + results.contents.count === 0 && (
              <Text size="sm" c="dimmed" py="sm" ta="center">
                {t('search.noResults')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
});
