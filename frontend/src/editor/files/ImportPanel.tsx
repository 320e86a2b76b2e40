import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { IconFileImport, IconSitemap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileFormatError, IMPORT_EXTENSIONS } from '@mapa/model';
import { importErrorMessage } from '../../api/importErrorMessage';
import { useApp } from '../../AppContext';
import type { MapSummary } from '../../api';
import { useEditor } from '../EditorContext';
import { importIntoMap, mergeIntoMap, pasteTextIntoMap } from './mergeIntoMap';

type Result = { kind: 'success' | 'error'; text: string } | null;

/**
 * The import dialog of the upload tab (spec §2.18): 'from-mind-map' (open first: 'Import from other map', the
 * user's maps as cards), 'from-file' (FreeMind, OPML, XMind, Markdown, Mermaid, JSON) and 'from-web' (pasted
 * Markdown, Mermaid or lines of text). Everything merges into the open map as one undoable change.
 */
export function ImportPanel() {
  const { t, i18n } = useTranslation();
  const stores = useEditor();
  const [result, setResult] = useState<Result>(null);
  const [tab, setTab] = useState<string | null>('from-mind-map');

  async function run(action: () => Promise<number>) {
    setResult(null);
    try {
      const count = await action();
      setResult(
        count
          ? { kind: 'success', text: t('import.imported', { count }) }
          : { kind: 'error', text: t('import.nothing') },
      );
    } catch (error) {
      // The file's name first: this sentence, unlike My maps' import, does not say which file it was.
      const reason = importErrorMessage(error, t, i18n.language);
      const named = error instanceof FileFormatError ? `${error.fileName}: ${reason}` : reason;
      setResult({ kind: 'error', text: t('import.failed', { reason: named }) });
    }
  }

  return (
    <Stack gap="md">
      {/* Three tabs fit the sidebar's 420 px in both languages with tighter tab padding. */}
      <Tabs value={tab} onChange={setTab} styles={{ tab: { paddingInline: 10 } }}>
        <Tabs.List grow>
          <Tabs.Tab value="from-mind-map">{t('import.tabMap')}</Tabs.Tab>
          <Tabs.Tab value="from-file">{t('import.tabFile')}</Tabs.Tab>
          <Tabs.Tab value="from-web">{t('import.tabWeb')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="from-mind-map" pt="md">
          <FromMap onPick={(load) => run(async () => mergeIntoMap(stores, await load()))} />
        </Tabs.Panel>
        <Tabs.Panel value="from-file" pt="md">
          <FromFile
            onFile={(file) =>
              run(async () => importIntoMap(stores, file.name, new Uint8Array(await file.arrayBuffer())))
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="from-web" pt="md">
          <FromWeb onText={(text) => run(() => pasteTextIntoMap(stores, text))} />
        </Tabs.Panel>
      </Tabs>
      {result && (
        <Alert
          role="status"
          color={result.kind === 'error' ? 'red' : 'teal'}
          variant="light"
          onClick={() => setResult(null)}
          style={{ cursor: 'pointer' }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {result.text}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

function FromMap({
  onPick,
}: {
  onPick: (load: () => Promise<import('@mapa/model').MapDocument>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { api } = useApp();
  const { map } = useEditor();
  const [maps, setMaps] = useState<MapSummary[] | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.maps
      .list()
      .then((list) => live && setMaps(list.filter((m) => m.id !== map.id)))
      .catch(() => live && setMaps([]));
    return () => {
      live = false;
    };
  }, [api, map.id]);
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {t('import.fromOtherMap')}
      </Text>
      {maps === null ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('import.loading')}</Text>
        </Group>
      ) : maps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('import.noMaps')}
        </Text>
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          {maps.map((m) => (
            <Card
              key={m.id}
              component="button"
              type="button"
              withBorder
              padding={0}
              radius="md"
              aria-label={t('import.importMap', { name: m.name })}
              disabled={loading !== null}
              className="mapa-import-card"
              onClick={() => {
                setLoading(m.id);
                void onPick(
                  async () => (await api.documents.download({ id: m.id, owner: m.owner })).document,
                ).finally(() => setLoading(null));
              }}
              style={{
                cursor: 'pointer',
                textAlign: 'left',
                position: 'relative',
                background: 'var(--mapa-surface)',
              }}
            >
              <MapPreview id={m.id} />
              <Text size="sm" fw={500} p="xs" truncate="end">
                {m.name}
              </Text>
              <Box className="mapa-import-overlay" data-visible={loading === m.id || undefined}>
                {loading === m.id ? (
                  <Group gap={6}>
                    <Loader size="xs" color="white" />
                    <Text size="sm" c="white" fw={600}>
                      {t('import.loading')}
                    </Text>
                  </Group>
                ) : (
                  <Text size="sm" c="white" fw={600}>
                    {t('import.importOverlay')}
                  </Text>
                )}
              </Box>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The map's stored preview, or a calm placeholder when it has none yet. */
function MapPreview({ id }: { id: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      h={90}
      bg="var(--mapa-surface-muted)"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {failed ? (
        <IconSitemap size={28} stroke={1.2} color="var(--mantine-color-placeholder)" />
      ) : (
        <Image
          src={`/api/maps/${encodeURIComponent(id)}/preview.png`}
          h={90}
          w="100%"
          fit="cover"
          alt=""
          onError={() => setFailed(true)}
        />
      )}
    </Box>
  );
}

function FromFile({ onFile }: { onFile: (file: File) => Promise<void> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {t('import.fileHint')}
      </Text>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="import-file-input"
        accept={IMPORT_EXTENSIONS.join(',')}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (!file) return;
          setBusy(true);
          void onFile(file).finally(() => setBusy(false));
        }}
      />
      <Button
        leftSection={<IconFileImport size={16} />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        {t('import.chooseFile')}
      </Button>
    </Stack>
  );
}

function FromWeb({ onText }: { onText: (text: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('import.webHint')}
      </Text>
      <Textarea
        label={t('import.webLabel')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={6}
        maxRows={16}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <Group>
        <Button
          disabled={!text.trim()}
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onText(text).finally(() => setBusy(false));
          }}
        >
          {t('import.importText')}
        </Button>
      </Group>
    </Stack>
  );
}
