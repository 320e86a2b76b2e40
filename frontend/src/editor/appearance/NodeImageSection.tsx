import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { resolveNodeStyle, type BackgroundFit } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { nodePatchTransaction } from '../nodeTransactions';
import { ACCEPTED_IMAGE_TYPES } from './compressImage';
import { imagesApi } from './imagesApi';
import { applyIcon, removeImageTransaction, uploadNodeImage } from './nodeImage';
import { imageErrorMessage } from './imageErrorMessage';

/** Icon search debounce (spec §9). */
export const ICON_SEARCH_DEBOUNCE_MS = 300;

/**
 * The IMAGE section of the Appearance tab (spec §2.9): icon search 'Search icons...' (debounced 300 ms, a blank
 * query clears the results), UPLOAD, and with an image set BACKGROUND FIT, a preview and REMOVE.
 */
export const NodeImageSection = observer(function NodeImageSection({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc } = stores;
  void doc.activeNodeRevision;
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, ICON_SEARCH_DEBOUNCE_MS);
  const [icons, setIcons] = useState<string[]>([]);
  const [searching, setSearching] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const q = debounced.trim();
    if (!q) {
      setIcons([]);
      setSearching(false);
      return;
    }
    const abort = new AbortController();
    setSearching(true);
    imagesApi
      .searchIcons(q, abort.signal)
      .then((names) => setIcons(names))
      .catch((reason: unknown) => !abort.signal.aborted && console.warn('Icon search failed', reason))
      .finally(() => !abort.signal.aborted && setSearching(false));
    return () => abort.abort();
  }, [debounced]);

  const node = doc.state.getNode(nodeId);
  if (!node) return null;
  const style = resolveNodeStyle(node, doc.state.settings);
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    work()
      .catch((reason: unknown) => {
        console.warn('Adding the image failed', reason);
        setError(imageErrorMessage(reason, t));
      })
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        aria-label={t('appearance.iconSearch')}
        placeholder={t('appearance.iconSearch')}
        leftSection={<IconSearch size={14} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {searching && (
        <Group gap={6}>
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t('appearance.searchingIcons')}
          </Text>
        </Group>
      )}
      {icons.length > 0 && query.trim() !== '' && (
        <SimpleGrid cols={8} spacing={4} data-testid="icon-results">
          {icons.map((icon) => (
            <Tooltip key={icon} label={icon} withinPortal>
              <UnstyledButton
                aria-label={t('appearance.useIcon', { icon })}
                onClick={() => run(() => applyIcon(stores, nodeId, icon))}
                p={4}
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Image src={`/api/icons/svg/${icon}.svg`} alt="" w={20} h={20} />
              </UnstyledButton>
            </Tooltip>
          ))}
        </SimpleGrid>
      )}
      <FileButton
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={(file) => file && run(() => uploadNodeImage(stores, nodeId, file))}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconUpload size={14} />}
            loading={busy}
          >
            {t('appearance.upload')}
          </Button>
        )}
      </FileButton>
      {error && (
        <Alert color="red" variant="light" p="xs" onClick={() => setError(null)}>
          {error}
        </Alert>
      )}
      {node.data.image && (
        <Stack gap="xs">
          <Text size="xs" fw={600}>
            {t('appearance.backgroundFit')}
          </Text>
          <SegmentedControl
            size="xs"
            value={style.backgroundFit}
            onChange={(value) => {
              const tx = nodePatchTransaction(doc.state, nodeId, { backgroundFit: value as BackgroundFit });
              if (tx) doc.apply(tx);
            }}
            data={[
              { value: 'cover', label: t('appearance.cover') },
              { value: 'contain', label: t('appearance.contain') },
            ]}
          />
          <Group align="center" gap="sm">
            {node.data.imageURL ? (
              <Image
                src={node.data.imageURL}
                alt={t('appearance.preview')}
                w={72}
                h={72}
                fit={style.backgroundFit}
                radius="sm"
                style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              />
            ) : (
              <Loader size="sm" aria-label={t('appearance.loadingImage')} />
            )}
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                const tx = removeImageTransaction(doc.state, nodeId);
                if (tx) doc.apply(tx);
              }}
            >
              {t('appearance.remove')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
});
