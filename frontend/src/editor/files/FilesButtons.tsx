import { useState } from 'react';
import { ActionIcon, Drawer, Tooltip } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { DownloadPanel } from './DownloadPanel';
import { ImportPanel } from './ImportPanel';

/**
 * The top bar's Download and Import buttons, opening the download panel (820 px, spec §2.7) and the upload tab's
 * import dialog in a drawer. Interim door: the left sidebar's download and upload tabs will host the same panels.
 * Readers get neither (spec §2.7).
 */
export function FilesButtons() {
  const { t } = useTranslation();
  const { readOnly } = useEditor();
  const [open, setOpen] = useState<'download' | 'import' | null>(null);
  if (readOnly) return null;
  return (
    <>
      <Tooltip label={t('download.open')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('download.open')}
          onClick={() => setOpen('download')}
        >
          <IconDownload size={20} stroke={1.8} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('import.open')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('import.open')}
          onClick={() => setOpen('import')}
        >
          <IconUpload size={20} stroke={1.8} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={open === 'download'}
        onClose={() => setOpen(null)}
        title={t('download.title')}
        position="left"
        size={820}
        styles={{ body: { padding: 0, height: 'calc(100% - 60px)' } }}
      >
        {open === 'download' && <DownloadPanel />}
      </Drawer>
      <Drawer
        opened={open === 'import'}
        onClose={() => setOpen(null)}
        title={t('import.title')}
        position="left"
        size={640}
      >
        {open === 'import' && <ImportPanel />}
      </Drawer>
    </>
  );
}
