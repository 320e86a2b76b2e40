import { useState } from 'react';
import { Button, Divider, FileButton, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCopy,
  IconEdit,
  IconFocus2,
  IconPhoto,
  IconPhotoOff,
  IconStackBack,
  IconStackFront,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { nodePatchTransaction } from '../commands/nodeTransactions';
import { ACCEPTED_IMAGE_TYPES } from '../appearance/compressImage';
import { removeImageTransaction, uploadNodeImage } from '../appearance/nodeImage';
import { imageErrorMessage } from '../appearance/imageErrorMessage';
import { MenuItem } from './MenuItem';

/** The node context menu (spec §2.12). */
export function NodeMenu({ nodeId, onClose }: { nodeId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc, commands } = stores;
  const [renaming, setRenaming] = useState(false);
  const node = doc.state.getNode(nodeId);
  const [name, setName] = useState(node?.data.label ?? '');
  if (!node) return null;
  const done = (work: () => unknown) => () => {
    work();
    onClose();
  };

  if (renaming) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const tx = nodePatchTransaction(doc.state, nodeId, { label: name }, 'node.renamed');
          if (tx) doc.apply(tx);
          onClose();
        }}
      >
        <Group gap={6} p={6} wrap="nowrap">
          <TextInput
            size="xs"
            autoFocus
            aria-label={t('contextMenu.newName')}
            placeholder={t('contextMenu.newName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button size="xs" type="submit">
            {t('contextMenu.submit')}
          </Button>
        </Group>
      </form>
    );
  }

  return (
    <>
      <MenuItem
        icon={<IconCopy size={16} />}
        label={t('contextMenu.clone')}
        onClick={done(() => commands.clone([nodeId]))}
      />
      <MenuItem
        icon={<IconEdit size={16} />}
        label={t('contextMenu.rename')}
        onClick={() => setRenaming(true)}
      />
      <MenuItem
        icon={<IconFocus2 size={16} />}
        label={t('contextMenu.focusBranch')}
        onClick={done(() => stores.mapView.focus(nodeId))}
      />
      <FileButton
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={(file) => {
          onClose();
          if (!file) return;
          uploadNodeImage(stores, nodeId, file).catch((error: unknown) => {
            console.warn('Adding the image failed', error);
            notifications.show({ color: 'red', message: imageErrorMessage(error, t) });
          });
        }}
      >
        {(props) => (
          <MenuItem
            icon={<IconPhoto size={16} />}
            label={node.data.image ? t('contextMenu.changeImage') : t('contextMenu.addImage')}
            onClick={props.onClick}
          />
        )}
      </FileButton>
      {node.data.image && (
        <MenuItem
          icon={<IconPhotoOff size={16} />}
          label={t('contextMenu.removeImage')}
          onClick={done(() => {
            const tx = removeImageTransaction(doc.state, nodeId);
            if (tx) doc.apply(tx);
          })}
        />
      )}
      <Divider my={4} />
      <MenuItem
        icon={<IconStackFront size={16} />}
        label={t('contextMenu.bringToFront')}
        onClick={done(() => commands.order(nodeId, 'front'))}
      />
      <MenuItem
        icon={<IconStackBack size={16} />}
        label={t('contextMenu.sendToBack')}
        onClick={done(() => commands.order(nodeId, 'back'))}
      />
      <Divider my={4} />
      <MenuItem
        icon={<IconTrash size={16} />}
        label={t('contextMenu.delete')}
        danger
        onClick={done(() => commands.removeNodes([nodeId]))}
      />
    </>
  );
}
