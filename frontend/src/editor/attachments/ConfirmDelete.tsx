import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttachmentRecord } from '@mapa/model';

/** 'Are you sure you want to delete "{originalName}"?' (spec §5) with Cancel and Delete. */
export function ConfirmDelete({
  item,
  onCancel,
  onConfirm,
}: {
  item: AttachmentRecord | null;
  onCancel: () => void;
  onConfirm: (item: AttachmentRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={item !== null} onClose={onCancel} title={t('attachments.deleteTitle')} centered size="sm">
      <Text size="sm">{t('attachments.confirmDelete', { name: item?.originalName ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('attachments.cancel')}
        </Button>
        <Button color="red.9" onClick={() => item && onConfirm(item)}>
          {t('attachments.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
