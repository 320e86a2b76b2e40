import { useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Loader, Radio, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCirclePlus, IconCircleMinus, IconGripVertical } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { buildNotesZip } from '@mapa/model';
import type { FilesApi } from '../../api';
import { useApp } from '../../AppContext';
import { useEditor } from '../EditorContext';
import { downloadBlob } from './downloadBlob';
import { dropIndex, EXPORT_ROW_HEIGHT, moveItem, type NotesSelectionItem } from './notesSelection';

/** Loads an image a note shows, from this site only (the session's cookies), for the zip. */
async function loadImage(files: FilesApi, src: string) {
  try {
    const url = new URL(src, window.location.href);
    if (url.origin !== window.location.origin && !url.searchParams.has('X-Amz-Signature')) return null;
    const blob = await files.file(url.href);
    return { bytes: new Uint8Array(await blob.arrayBuffer()), contentType: blob.type.split(';')[0] };
  } catch {
    return null;
  }
}

/**
 * 'Export Notes' (spec §2.17): nodes to pick, the chosen ones numbered and reordered by dragging 40 px rows,
 * HTML or Markdown, and 'Download' (enabled once both are chosen) making `export.zip` in the browser, so
 * unsaved edits are included.
 */
export const NotesExport = observer(function NotesExport() {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const { api } = useApp();
  const state = doc.state;
  const nodeCount = doc.nodeCount;
  const all = useMemo<NotesSelectionItem[]>(() => {
    if (nodeCount === 0) return [];
    return state.nodesOrder().map((id) => ({
      type: 'nodes',
      id,
      label: state.getNode(id)?.data.label?.trim() || t('download.untitled'),
    }));
  }, [
    // The list is made when the panel opens, when nodes come or go and when another document is loaded (labels
    // are read then).
    state,
    nodeCount,
    t,
  ]);
  const [chosen, setChosen] = useState<NotesSelectionItem[]>([]);
  const [format, setFormat] = useState<'html' | 'md' | null>(null);
  const [busy, setBusy] = useState(false);
  const chosenIds = new Set(chosen.map((c) => c.id));
  const unselected = all.filter((n) => !chosenIds.has(n.id));

  async function download() {
    if (!format || !chosen.length) return;
    setBusy(true);
    try {
      const zip = await buildNotesZip(
        doc.state.toDocument(),
        chosen.map((c) => c.id),
        format,
        (src) => loadImage(api.files, src),
        { untitled: t('download.untitled'), index: t('download.notesIndex') },
      );
      downloadBlob(new Blob([zip as BlobPart], { type: 'application/zip' }), 'export.zip');
    } finally {
      // Spec §8: a failed export hides the loader and says nothing.
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <Group align="flex-start" grow gap="lg">
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('download.nodesSelection')}
          </Text>
          {unselected.length ? (
            <UnstyledButton onClick={() => setChosen([...chosen, ...unselected])} c="blue" fz="sm">
              {t('download.selectAll')}
            </UnstyledButton>
          ) : (
            <Text size="sm" c="dimmed">
              {t('download.allSelected')}
            </Text>
          )}
          <Stack
            gap={0}
            role="list"
            aria-label={t('download.nodesSelection')}
            mah={360}
            style={{ overflowY: 'auto' }}
          >
            {unselected.map((item) => (
              <Group key={item.id} role="listitem" h={EXPORT_ROW_HEIGHT} gap="xs" wrap="nowrap" px={4}>
                <ActionIcon
                  variant="subtle"
                  color="blue"
                  aria-label={t('download.addNode', { label: item.label })}
                  onClick={() => setChosen([...chosen, item])}
                >
                  <IconCirclePlus size={18} />
                </ActionIcon>
                <Text size="sm" truncate="end">
                  {item.label}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('download.nodesToExport')}
          </Text>
          {chosen.length ? (
            <UnstyledButton onClick={() => setChosen([])} c="red" fz="sm">
              {t('download.removeAll')}
            </UnstyledButton>
          ) : (
            <Text size="sm" c="dimmed">
              {t('download.noneSelected')}
            </Text>
          )}
          <ChosenList items={chosen} onChange={setChosen} />
        </Stack>
      </Group>
      <Radio.Group
        label={t('download.format')}
        value={format}
        onChange={(v) => setFormat(v as 'html' | 'md')}
      >
        <Group mt={6}>
          <Radio value="html" label={t('download.html')} />
          <Radio value="md" label={t('download.markdown')} />
        </Group>
      </Radio.Group>
      <Group>
        <Button disabled={!format || !chosen.length || busy} onClick={() => void download()}>
          {t('download.download')}
        </Button>
        {busy && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('download.exporting')}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
});

/** The numbered, ordered list; a row is moved by dragging its handle up or down by whole rows. */
function ChosenList({
  items,
  onChange,
}: {
  items: NotesSelectionItem[];
  onChange: (items: NotesSelectionItem[]) => void;
}) {
  const { t } = useTranslation();
  const drag = useRef<{ index: number; startY: number } | null>(null);
  const [offset, setOffset] = useState<{ index: number; dy: number } | null>(null);
  return (
    <Stack
      gap={0}
      role="list"
      aria-label={t('download.nodesToExport')}
      mah={360}
      style={{ overflowY: 'auto' }}
    >
      {items.map((item, index) => (
        <Group
          key={item.id}
          role="listitem"
          aria-label={`${index + 1}. ${item.label}`}
          h={EXPORT_ROW_HEIGHT}
          gap="xs"
          wrap="nowrap"
          px={4}
          bg={offset?.index === index ? 'var(--mapa-selected)' : undefined}
          style={{
            transform: offset?.index === index ? `translateY(${offset.dy}px)` : undefined,
            position: 'relative',
            zIndex: offset?.index === index ? 1 : undefined,
            borderRadius: 4,
          }}
        >
          <Text size="sm" c="dimmed" w={24} ta="right">
            {index + 1}.
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('download.dragNode', { label: item.label })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              drag.current = { index, startY: e.clientY };
              setOffset({ index, dy: 0 });
            }}
            onPointerMove={(e) =>
              drag.current && setOffset({ index: drag.current.index, dy: e.clientY - drag.current.startY })
            }
            onPointerUp={(e) => {
              const d = drag.current;
              drag.current = null;
              setOffset(null);
              if (d)
                onChange(moveItem(items, d.index, dropIndex(d.index, e.clientY - d.startY, items.length)));
            }}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
          <Text size="sm" truncate="end" style={{ flex: 1 }}>
            {item.label}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('download.removeNode', { label: item.label })}
            onClick={() => onChange(items.filter((i) => i.id !== item.id))}
          >
            <IconCircleMinus size={18} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
