import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BackgroundFit } from '@mapa/model';
import { ACCEPTED_IMAGE_TYPES } from './compressImage';
import { imagesApi } from '../../api/imagesApi';
import { imageErrorMessage } from './imageErrorMessage';

/** Icon search debounce (spec §9). */
export const ICON_SEARCH_DEBOUNCE_MS = 300;

/**
 * An IMAGE section (spec §2.9): icon search 'Search icons...' (debounced 300 ms, a blank query clears the
 * results), UPLOAD, and with an image set a preview and REMOVE (plus what `children` adds, such as BACKGROUND
 * FIT). Used by a node's Appearance tab and by the map's Default Node Appearance; the caller stores the choice.
 */
export function ImagePicker({
  hasImage,
  previewUrl,
  fit = 'cover',
  onIcon,
  onUpload,
  onRemove,
  children,
}: {
  hasImage: boolean;
  /** The image to preview; undefined while it is being resolved. */
  previewUrl?: string;
  fit?: BackgroundFit;
  onIcon: (icon: string) => Promise<void>;
  onUpload: (file: File) => Promise<void>;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, ICON_SEARCH_DEBOUNCE_MS);
  // The last search's answer, for its query; the icons shown stay until the next answer comes.
  const [found, setFound] = useState<{ query: string; icons: string[] }>({ query: '', icons: [] });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const q = debounced.trim();
  // A blank query clears the icons (set while rendering, not in the effect).
  if (!q && (found.query !== '' || found.icons.length > 0)) setFound({ query: '', icons: [] });
  const icons = q ? found.icons : [];
  const searching = q !== '' && found.query !== q;

  useEffect(() => {
    if (!q) return;
    const abort = new AbortController();
    imagesApi
      .searchIcons(q, abort.signal)
      .then((names) => setFound({ query: q, icons: names }))
      .catch((reason: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('Icon search failed', reason);
        setFound((previous) => ({ query: q, icons: previous.icons }));
      });
    return () => abort.abort();
  }, [q]);

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
                onClick={() => run(() => onIcon(icon))}
                p={4}
                style={{ borderRadius: 6, border: '1px solid var(--mapa-border)' }}
              >
                <Image src={`/api/icons/svg/${icon}.svg`} alt="" w={20} h={20} />
              </UnstyledButton>
            </Tooltip>
          ))}
        </SimpleGrid>
      )}
      <FileButton
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={(file) => file && run(() => onUpload(file))}
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
      {hasImage && (
        <Stack gap="xs">
          {children}
          <Group align="center" gap="sm">
            {previewUrl ? (
              <Image
                src={previewUrl}
                alt={t('appearance.preview')}
                w={72}
                h={72}
                fit={fit}
                radius="sm"
                style={{ border: '1px solid var(--mapa-border-strong)' }}
              />
            ) : (
              <Loader size="sm" role="status" aria-label={t('appearance.loadingImage')} />
            )}
            <Button size="xs" variant="light" color="red" onClick={onRemove}>
              {t('appearance.remove')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
