import { useState } from 'react';
import { Box, Button, Group, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconFileCode, IconFileText, IconLayoutGrid, IconPhoto, IconPhotoScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportBytes, exportDocument, exportFileName, type ExportFormat } from '@mapa/model';
import { useApp } from '../../AppContext';
import { useEditor } from '../EditorContext';
import { ExportErrorAlert } from './ExportErrorAlert';
import { NotesExport } from './NotesExport';
import { dispositionFileName, downloadBlob } from './downloadBlob';
import './downloadPanel.css';

type Category = 'notes' | 'png' | 'jpg' | 'json' | 'more';
const SERVER_FORMATS: ExportFormat[] = ['opml', 'mm', 'md', 'mermaid', 'xmind', 'svg', 'pdf', 'png'];

/**
 * The download panel (spec §2.17): the four categories of the spec plus 'More formats' (the server export), and
 * the chosen category's settings; 'Select a category to edit settings' until one is chosen. The categories are
 * tabs (focusable, arrows move between them and choose), so the keyboard alone can export.
 */
export function DownloadPanel() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<Category | null>(null);
  const items: { id: Category; label: string; icon: React.ReactNode }[] = [
    { id: 'notes', label: t('download.exportNotes'), icon: <IconFileText size={18} /> },
    { id: 'png', label: t('download.exportPng'), icon: <IconPhoto size={18} /> },
    { id: 'jpg', label: t('download.exportJpg'), icon: <IconPhotoScan size={18} /> },
    { id: 'json', label: t('download.exportJson'), icon: <IconFileCode size={18} /> },
    { id: 'more', label: t('download.moreFormats'), icon: <IconLayoutGrid size={18} /> },
  ];
  return (
    <Tabs
      orientation="vertical"
      variant="pills"
      classNames={{ tab: 'mapa-download-category', tabLabel: 'mapa-download-category-label' }}
      value={category}
      onChange={(value) => value && setCategory(value as Category)}
      keepMounted={false}
    >
      <Tabs.List
        w={280}
        pr="sm"
        aria-label={t('download.categories')}
        style={{ borderRight: '1px solid var(--mapa-border)', flexShrink: 0, gap: 2 }}
      >
        {items.map((item) => (
          <Tabs.Tab key={item.id} value={item.id} leftSection={item.icon}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {category === null && (
        <Box pl="lg" py="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text c="dimmed" size="sm">
            {t('download.selectCategory')}
          </Text>
        </Box>
      )}
      {items.map((item) => (
        <Tabs.Panel key={item.id} value={item.id} pl="lg" py="xs" style={{ flex: 1, minWidth: 0 }}>
          {item.id === 'notes' && <NotesExport />}
          {(item.id === 'png' || item.id === 'jpg') && <ImageExport format={item.id} />}
          {item.id === 'json' && <JsonExport />}
          {item.id === 'more' && <MoreFormats />}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function ImageExport({ format }: { format: 'png' | 'jpg' }) {
  const { t } = useTranslation();
  const { ui, doc } = useEditor();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  async function run() {
    if (!ui.engine) return;
    setBusy(true);
    setFailure(null);
    try {
      const blob = await ui.engine.exportImage({ format: format === 'png' ? 'png' : 'jpeg' });
      downloadBlob(blob, `${doc.title || 'map'}.${format}`);
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm" c="dimmed">
        {t('download.imageHint')}
      </Text>
      <DownloadButton busy={busy} onClick={() => void run()} />
      {failure && <ExportErrorAlert error={failure.error} />}
    </Stack>
  );
}

function JsonExport() {
  const { t } = useTranslation();
  const { doc } = useEditor();
  function run() {
    const file = exportDocument(doc.state.toDocument(), 'json', { title: doc.title });
    downloadBlob(
      new Blob([exportBytes(file) as BlobPart], { type: 'application/json' }),
      exportFileName(doc.title, 'json'),
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm" c="dimmed">
        {t('download.jsonHint')}
      </Text>
      <DownloadButton busy={false} onClick={run} />
    </Stack>
  );
}

function MoreFormats() {
  const { t } = useTranslation();
  const { api } = useApp();
  const { map } = useEditor();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  // Wrapped, so a failure that is not an object still shows.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  async function run(format: ExportFormat) {
    setBusy(format);
    setFailure(null);
    try {
      const { blob, disposition } = await api.files.exportMap(map, format);
      downloadBlob(blob, dispositionFileName(disposition, `map.${format}`));
    } catch (error) {
      // Spec §8 hid the loader and said nothing: the user was left with no file and no reason.
      setFailure({ error });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('download.moreHint')}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        {SERVER_FORMATS.map((format) => (
          <Button
            key={format}
            variant="default"
            justify="space-between"
            rightSection={busy === format ? <Loader size={14} /> : null}
            disabled={busy !== null || map.demo}
            onClick={() => void run(format)}
          >
            {t(`download.formats.${format}`)}
          </Button>
        ))}
      </SimpleGrid>
      {failure && <ExportErrorAlert error={failure.error} />}
    </Stack>
  );
}

function DownloadButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button onClick={onClick} disabled={busy}>
        {t('download.download')}
      </Button>
      {busy && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('download.exporting')}</Text>
        </Group>
      )}
    </Group>
  );
}
