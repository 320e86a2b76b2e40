import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, type AttachmentRecord } from '@mapa/model';
import { ApiError } from '../../api/ApiError';
import { errorMessage } from '../../api/errorMessage';
import { attachmentsApi, type AttachmentTarget } from '../../api/attachmentsApi';
import { AttachmentRow } from './AttachmentRow';
import { ConfirmDelete } from './ConfirmDelete';

type Status = { kind: 'error' | 'success'; text: string } | null;

/**
 * The message for a failed call (spec §8): the spec's sentences for size and type, the catalogue's sentence for
 * other known codes (never the server's English text), else the spec's 'Failed to …' for the action.
 */
function failure(error: unknown, fallback: string, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.code === 'FILE_TOO_LARGE') return t('attachments.tooBig');
    if (error.code === 'FILE_TYPE_NOT_ALLOWED') return t('attachments.typeNotAllowed');
    // A server fault says nothing the user can act on: name what failed (spec §8: 'Failed to load attachments').
    if (error.status >= 500) return fallback;
    const sentence = errorMessage(error, t);
    if (sentence !== t('errors.generic')) return sentence;
  }
  return fallback;
}

/**
 * The node panel's Attachments tab (spec §2.11): upload with progress and the accepted types, the list with image
 * previews, size and date, Download (a new tab) and Delete (after a confirmation). Readers list and download only.
 * `saveFirst` sends the map's pending changes before an upload: the server keeps files only for nodes it has, and
 * a node made a moment ago may still wait for the save debounce.
 */
export function AttachmentsTab({
  target: given,
  canEdit,
  saveFirst,
}: {
  target: AttachmentTarget;
  canEdit: boolean;
  saveFirst?: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  // The panel passes a fresh object each render: key the loading on the ids, not on the object.
  const target = useMemo(() => ({ mapId: given.mapId, nodeId: given.nodeId }), [given.mapId, given.nodeId]);
  const [items, setItems] = useState<AttachmentRecord[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<AttachmentRecord | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Another node (or language) lists anew: the list empties at once (set while rendering, not in the effect).
  const [listed, setListed] = useState({ target, t });
  if (listed.target !== target || listed.t !== t) {
    setListed({ target, t });
    setItems(null);
    setLoadFailed(false);
  }
  useEffect(() => {
    let live = true;
    attachmentsApi.list(target).then(
      (list) => live && setItems(list),
      (error: unknown) => {
        if (!live) return;
        setItems([]);
        setLoadFailed(true);
        setStatus({ kind: 'error', text: failure(error, t('attachments.loadFailed'), t) });
      },
    );
    return () => {
      live = false;
    };
  }, [target, t]);

  async function upload(file: File) {
    setStatus(null);
    if (file.size > ATTACHMENT_MAX_BYTES) return setStatus({ kind: 'error', text: t('attachments.tooBig') });
    const ext = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext))
      return setStatus({ kind: 'error', text: t('attachments.typeNotAllowed') });
    setProgress(0);
    try {
      // Whether or not the save went through: refused, the upload says the node is not saved yet (UNKNOWN_NODE).
      await saveFirst?.();
      const { attachment } = await attachmentsApi.upload(target, file, setProgress);
      setItems((list) => [...(list ?? []), attachment]);
      setStatus({ kind: 'success', text: t('attachments.uploaded') });
    } catch (error) {
      setStatus({ kind: 'error', text: failure(error, t('attachments.uploadFailed'), t) });
    } finally {
      setProgress(null);
    }
  }

  async function download(item: AttachmentRecord) {
    // Opened before the request, while the click still counts as the user's: pop-up blockers allow it then.
    const tab = window.open('', '_blank');
    try {
      const url = await attachmentsApi.downloadUrl(target, item.fileName);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      setStatus({ kind: 'error', text: failure(error, t('attachments.downloadFailed'), t) });
    }
  }

  async function remove(item: AttachmentRecord) {
    setConfirming(null);
    try {
      await attachmentsApi.remove(target, item.fileName);
      setItems((list) => (list ?? []).filter((a) => a.fileName !== item.fileName));
      setStatus({ kind: 'success', text: t('attachments.deleted') });
    } catch (error) {
      setStatus({ kind: 'error', text: failure(error, t('attachments.deleteFailed'), t) });
    }
  }

  return (
    <Stack gap="md">
      {canEdit && (
        <Stack gap={6}>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="attachment-input"
            accept={ATTACHMENT_EXTENSIONS.join(',')}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
          <Button
            leftSection={<IconUpload size={16} />}
            variant="light"
            loading={progress !== null}
            onClick={() => input.current?.click()}
          >
            {t('attachments.upload')}
          </Button>
          {progress !== null && (
            <Stack gap={4} aria-live="polite">
              <Progress
                value={Math.round(progress * 100)}
                size="sm"
                aria-label={t('attachments.uploading')}
              />
              <Text size="xs" c="dimmed">
                {t('attachments.uploadingPercent', { percent: Math.round(progress * 100) })}
              </Text>
            </Stack>
          )}
          <Text size="xs" c="dimmed">
            {t('attachments.hint')}
          </Text>
        </Stack>
      )}
      {status && (
        <Alert
          role="status"
          color={status.kind === 'error' ? 'red' : 'teal'}
          variant="light"
          onClick={() => setStatus(null)}
          style={{ cursor: 'pointer' }}
          title={status.text}
          aria-label={t('attachments.dismiss')}
        />
      )}
      {items === null ? (
        <Group gap="xs" c="dimmed">
          <Loader size="xs" />
          <Text size="sm">{t('attachments.loading')}</Text>
        </Group>
      ) : items.length === 0 && loadFailed ? null : items.length === 0 ? (
        <Stack align="center" gap={4} py="lg" c="dimmed">
          <IconPaperclip size={28} stroke={1.5} />
          <Text size="sm">{t('attachments.empty')}</Text>
        </Stack>
      ) : (
        <Stack
          gap={0}
          component="ul"
          role="list"
          aria-label={t('attachments.list')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item) => (
            <AttachmentRow
              key={item.fileName}
              item={item}
              canDelete={canEdit}
              onDownload={() => void download(item)}
              onDelete={() => setConfirming(item)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDelete
        item={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(item) => void remove(item)}
      />
    </Stack>
  );
}
