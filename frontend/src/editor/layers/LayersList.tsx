import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import {
  IconArrowDown,
  IconArrowUp,
  IconEye,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconMovie,
  IconTrash,
} from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isVideo } from '@mapa/engine';
import { imageDisplayName, isHiddenImage, type SupportImage } from '@mapa/model';
import { useEditor } from '../EditorContext';
import {
  focusImage,
  hideImage,
  moveImageLayer,
  removeImage,
  showHiddenImages,
  showImage,
  toggleImageLock,
} from '../canvasTools/supportImageCommands';
import { FIT_PADDING } from '../canvas/useMapEngine';
import { imageLayersOf } from './imageLayersOf';
import { takeLayersFocus } from './layersTab';
import './layers.css';

/**
 * The Layers list (issue #34): every background image and video of the map, front first, with its thumbnail and
 * name. Choosing one brings it into view (and selects it for an editor); editors also show or hide, lock or unlock,
 * move one layer forward or back, and remove each, every action one undoable change. Readers see the list only.
 */
export const LayersList = observer(function LayersList() {
  const { t } = useTranslation();
  const stores = useEditor();
  const layers = imageLayersOf(stores);
  const images = layers.images;
  const editable = !stores.readOnly;
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeLayersFocus()) list.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  if (images.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('layers.empty')}
      </Text>
    );
  const hidden = layers.hiddenCount;
  // Front first: the last of `backgroundImages` is drawn on top.
  const frontFirst = images.map((image, index) => ({ image, index })).reverse();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('layers.frontFirst')}
        </Text>
        {editable && hidden > 0 && (
          <Button size="compact-sm" variant="light" onClick={() => showHiddenImages(stores)}>
            {t('layers.showAll', { count: hidden })}
          </Button>
        )}
      </Group>
      <Stack
        component="ul"
        aria-label={t('layers.list')}
        ref={list}
        gap={4}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {frontFirst.map(({ image, index }, row) => (
          <LayerRow
            key={image.id}
            image={image}
            first={row === 0}
            editable={editable}
            selected={stores.canvas.selectedImage === image.id}
            front={index === images.length - 1}
            back={index === 0}
          />
        ))}
      </Stack>
    </Stack>
  );
});

/** One image of the list: what it is, then (editors) its actions. */
function LayerRow({
  image,
  first,
  editable,
  selected,
  front,
  back,
}: {
  image: SupportImage;
  /** The dialog's focus trap starts here (`data-autofocus`), not on its close button. */
  first: boolean;
  editable: boolean;
  selected: boolean;
  front: boolean;
  back: boolean;
}) {
  const { t } = useTranslation();
  const stores = useEditor();
  const name = imageDisplayName(image);
  const hidden = isHiddenImage(image);
  const locked = image.locked === true;
  const video = isVideo(image);
  const states = [
    video ? t('layers.video') : null,
    hidden ? t('layers.hidden') : null,
    locked ? t('layers.locked') : null,
  ].filter(Boolean);
  const action = (
    label: string,
    icon: ReactNode,
    run: () => void,
    options: { disabled?: boolean; color?: string } = {},
  ) => (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="subtle"
        color={options.color ?? 'gray'}
        size="lg"
        aria-label={label}
        disabled={options.disabled}
        onClick={run}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Box
      component="li"
      className="mapa-layer-row"
      data-selected={selected || undefined}
      data-testid={`layer-${image.id}`}
    >
      <UnstyledButton
        className="mapa-layer-main"
        aria-label={t('layers.goTo', { name })}
        aria-current={selected || undefined}
        data-autofocus={first || undefined}
        onClick={() => {
          // The dialog (phones) covers the map: it closes to show where the image is.
          stores.canvas.setLayersDialogOpen(false);
          focusImage(stores, image.id, FIT_PADDING);
        }}
      >
        <Box className="mapa-layer-thumb" data-hidden={hidden || undefined}>
          {video ? <IconMovie size={20} /> : <img src={image.url} alt="" loading="lazy" />}
        </Box>
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} truncate c={hidden ? 'dimmed' : undefined}>
            {name}
          </Text>
          {states.length > 0 && (
            <Text size="xs" c="dimmed" truncate>
              {states.join(' · ')}
            </Text>
          )}
        </Box>
      </UnstyledButton>
      {editable && (
        <Group gap={0} wrap="nowrap" className="mapa-layer-actions">
          {action(
            hidden ? t('layers.show', { name }) : t('layers.hide', { name }),
            hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />,
            () => (hidden ? showImage(stores, image.id) : hideImage(stores, image.id)),
          )}
          {action(
            locked ? t('layers.unlock', { name }) : t('layers.lock', { name }),
            locked ? <IconLockOpen size={18} /> : <IconLock size={18} />,
            () => toggleImageLock(stores, image.id),
          )}
          {action(
            t('layers.forward', { name }),
            <IconArrowUp size={18} />,
            () => moveImageLayer(stores, image.id, 'up'),
            {
              disabled: front,
            },
          )}
          {action(
            t('layers.back', { name }),
            <IconArrowDown size={18} />,
            () => moveImageLayer(stores, image.id, 'down'),
            {
              disabled: back,
            },
          )}
          {action(
            t('layers.remove', { name }),
            <IconTrash size={18} />,
            () => removeImage(stores, image.id),
            {
              color: 'red',
            },
          )}
        </Group>
      )}
    </Box>
  );
}
