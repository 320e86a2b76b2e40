import { ActionIcon, Group, Image, Stack, Text } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttachmentRecord } from '@mapa/model';
import { formatBytes } from '../../lib/formatNumber';
import { formatLastModified } from '../../lib/formatDate';
import { useLocale } from '../../i18n/useLocale';

/** One attachment: a preview (images) or a file icon, the name, size and date, Download and Delete. */
export function AttachmentRow({
  item,
  canDelete,
  onDownload,
  onDelete,
}: {
  item: AttachmentRecord;
  canDelete: boolean;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = formatLastModified(item.uploadedAt, locale);
  return (
    <Group
      component="li"
      aria-label={item.originalName}
      wrap="nowrap"
      gap="sm"
      py={8}
      style={{ borderBottom: '1px solid var(--mapa-border)' }}
    >
      {item.previewUrl ? (
        <Image src={item.previewUrl} alt="" w={40} h={40} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
      ) : (
        <Stack
          w={40}
          h={40}
          align="center"
          justify="center"
          bg="var(--mapa-surface-muted)"
          style={{ borderRadius: 4, flexShrink: 0, color: 'var(--mantine-color-dimmed)' }}
        >
          <IconFileText size={20} stroke={1.5} />
        </Stack>
      )}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end" title={item.originalName}>
          {item.originalName}
        </Text>
        <Text size="xs" c="dimmed">
          {formatBytes(item.size, locale)} · {date}
        </Text>
      </Stack>
      <Tooltip label={t('attachments.download')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('attachments.downloadNamed', { name: item.originalName })}
          onClick={onDownload}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
      {canDelete && (
        <Tooltip label={t('attachments.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('attachments.deleteNamed', { name: item.originalName })}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
