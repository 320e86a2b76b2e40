import { useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IMPORT_EXTENSIONS } from '@mapa/model';
import { useApp } from '../AppContext';
import { importErrorMessage } from '../api/importErrorMessage';

/**
 * My maps' 'Import file' (spec §2.18): a new map from a FreeMind, OPML, XMind, Markdown, Mermaid or JSON file, in a
 * dark theme while the application is dark (unless the file names its own).
 */
export function ImportFileButton() {
  const { t, i18n } = useTranslation();
  const { api, colorScheme } = useApp();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function run(file: File) {
    setBusy(true);
    try {
      const { id } = await api.files.importMap(file, colorScheme.newMapTheme);
      navigate(`/maps/${encodeURIComponent(id)}`);
    } catch (error) {
      const reason = importErrorMessage(error, t, i18n.language);
      notifications.show({
        color: 'red',
        message: t('maps.importFailed', { name: file.name, reason }),
        autoClose: 10_000,
      });
      setBusy(false);
    }
  }
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="import-map-input"
        accept={IMPORT_EXTENSIONS.join(',')}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void run(file);
        }}
      />
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        {t('maps.importFile')}
      </Button>
    </>
  );
}
