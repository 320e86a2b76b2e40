import { useState } from 'react';
import { Box, Button, Group, Loader, NavLink, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileCode, IconFileText, IconLayoutGrid, IconPhoto, IconPhotoScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportBytes, exportDocument, exportFileName, type ExportFormat } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { NotesExport } from './NotesExport';
import { downloadBlob } from './downloadBlob';
import { serverExport } from './serverExport';

type Category = 'notes' | 'png' | 'jpg' | 'json' | 'more';
const SERVER_FORMATS: ExportFormat[] = ['opml', 'mm', 'md', 'mermaid', 'xmind', 'svg', 'pdf', 'png'];

/**
 * The download panel (spec §2.17): the four categories of the spec plus 'More formats' (the server export), and
 * the chosen category's settings; 'Select a category to edit settings' until one is chosen.
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
    <Group align="stretch" gap={0} wrap="nowrap">
      <Stack gap={2} w={280} pr="sm" style={{ borderRight: '1px solid var(--mapa-border)', flexShrink: 0 }}>
        {items.map((item) => (
          <NavLink
            key={item.id}
            label={item.label}
            leftSection={item.icon}
            active={category === item.id}
            onClick={() => setCategory(item.id)}
            style={{ borderRadius: 6 }}
          />
        ))}
      </Stack>
      <Box pl="lg" py="xs" style={{ flex: 1, minWidth: 0 }}>
        {category === null && (
          <Text c="dimmed" size="sm">
            {t('download.selectCategory')}
          </Text>
        )}
        {category === 'notes' && <NotesExport />}
        {(category === 'png' || category === 'jpg') && <ImageExport format={category} />}
        {category === 'json' && <JsonExport />}
        {category === 'more' && <MoreFormats />}
      </Box>
    </Group>
  );
}

function ImageExport({ format }: { format: 'png' | 'jpg' }) {
  const { t } = useTranslation();
  const { ui, doc } = useEditor();
  const [busy, setBusy] = useState(false);
  async function run() {
    if (!ui.engine) return;
    setBusy(true);
    try {
      const blob = await ui.engine.exportImage({ format: format === 'png' ? 'png' : 'jpeg' });
      downloadBlob(blob, `${doc.title || 'map'}.${format}`);
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
  const { map } = useEditor();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      const { blob, fileName } = await serverExport(map, format);
      downloadBlob(blob, fileName);
    } catch {
      // Spec §8: a failed export hides the loader and says nothing.
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
