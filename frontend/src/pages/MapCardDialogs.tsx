import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Longest map title (the metadata route's limit). */
const MAX_TITLE = 200;

/** Rename: a title field; Enter or Save sends it. */
export function RenameMapModal({
  name,
  onSave,
  onClose,
}: {
  name: string;
  onSave: (title: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(name);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave(title.trim());
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('maps.renameTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label={t('maps.nameLabel')}
            value={title}
            maxLength={MAX_TITLE}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('maps.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('maps.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Delete: says what goes, then deletes on confirmation. */
export function DeleteMapModal({
  name,
  onDelete,
  onClose,
}: {
  name: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('maps.deleteTitle', { name })} centered>
      <Stack>
        <Text size="sm">{t('maps.deleteWarning')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('maps.cancel')}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void remove()}>
            {t('maps.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
