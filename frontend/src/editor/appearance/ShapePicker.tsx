import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { useTranslation } from 'react-i18next';
import { NODE_SHAPES, type NodeShape } from '@mapa/model';
import { shapePolygon } from '@mapa/engine';

function ShapeIcon({ shape }: { shape: NodeShape }) {
  const points = shapePolygon(shape, 30, 20);
  const d = points.reduce(
    (acc, v, i) => acc + (i % 2 === 0 ? `${i ? ' L' : 'M'}${v + 18}` : ` ${v + 12}`),
    '',
  );
  return (
    <svg width={36} height={24} viewBox="0 0 36 24" aria-hidden>
      <path d={`${d} Z`} fill="currentColor" fillOpacity={0.12} stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}

/** A grid of every node shape; the current one is highlighted. */
export function ShapePicker({ value, onChange }: { value: NodeShape; onChange: (shape: NodeShape) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={7} spacing={4} role="radiogroup" aria-label={t('appearance.shape')}>
      {NODE_SHAPES.map((shape) => (
        <Tooltip key={shape} label={t(`appearance.shapes.${shape}`)} withinPortal>
          <UnstyledButton
            role="radio"
            aria-checked={shape === value}
            aria-label={t(`appearance.shapes.${shape}`)}
            onClick={() => onChange(shape)}
            p={2}
            style={{
              display: 'flex',
              justifyContent: 'center',
              borderRadius: 6,
              color: shape === value ? 'var(--mantine-color-anchor)' : 'var(--mapa-text-muted)',
              background: shape === value ? 'var(--mapa-selected)' : undefined,
              outline: shape === value ? '1px solid var(--mapa-selected-border)' : undefined,
            }}
          >
            <ShapeIcon shape={shape} />
          </UnstyledButton>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
