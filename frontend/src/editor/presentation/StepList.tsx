import { useState } from 'react';
import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface StepListProps {
  steps: readonly string[];
  /** The text shown for a step's node. */
  label: (id: string) => string;
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * The presentation's steps in order: numbered rows that can be dragged to a new place, or moved with the arrow
 * buttons (the keyboard's way), or removed.
 */
export function StepList({ steps, label, readOnly, onMove, onRemove }: StepListProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  return (
    <Box component="ol" aria-label={t('presentation.steps')} m={0} p={0} style={{ listStyle: 'none' }}>
      {steps.map((id, index) => (
        <Box
          component="li"
          key={id}
          draggable={!readOnly}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragged(index);
          }}
          onDragOver={(event) => {
            if (dragged === null) return;
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((current) => (current === index ? null : current))}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onMove(dragged, index);
            setDragged(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          style={{
            borderRadius: 8,
            border: '1px solid var(--mapa-border)',
            marginBottom: 6,
            background: over === index ? 'var(--mapa-selected)' : 'var(--mapa-surface)',
            borderColor: over === index ? 'var(--mapa-selected-border)' : 'var(--mapa-border)',
            opacity: dragged === index ? 0.5 : 1,
          }}
        >
          <Group gap={6} wrap="nowrap" px={6} py={6}>
            {!readOnly && (
              <Box
                c="var(--mantine-color-placeholder)"
                style={{ cursor: 'grab', display: 'flex' }}
                title={t('presentation.dragHandle')}
              >
                <IconGripVertical size={16} />
              </Box>
            )}
            <Text size="xs" c="dimmed" w={22} ta="right" style={{ flexShrink: 0 }}>
              {index + 1}
            </Text>
            <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
              {label(id)}
            </Text>
            {!readOnly && (
              <Group gap={2} wrap="nowrap">
                <StepButton
                  label={t('presentation.moveUp')}
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                >
                  <IconArrowUp size={14} />
                </StepButton>
                <StepButton
                  label={t('presentation.moveDown')}
                  disabled={index === steps.length - 1}
                  onClick={() => onMove(index, index + 1)}
                >
                  <IconArrowDown size={14} />
                </StepButton>
                <StepButton label={t('presentation.remove')} onClick={() => onRemove(index)}>
                  <IconX size={14} />
                </StepButton>
              </Group>
            )}
          </Group>
        </Box>
      ))}
    </Box>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
