import { Box, Group, Text } from '@mantine/core';

/** Chart height in px; bars scale to the largest day. */
const HEIGHT = 96;

/**
 * A small bar chart of counts per day (oldest or soonest first), each bar titled with its day and count. Drawn
 * as plain SVG: the stats panel needs no charting library.
 */
export function DayBars({
  days,
  label,
  color,
  title,
  startLabel,
  endLabel,
}: {
  days: { day: string; count: number }[];
  /** The chart's accessible summary. */
  label: string;
  color: string;
  /** A bar's tooltip. */
  title: (day: { day: string; count: number }) => string;
  startLabel: string;
  endLabel: string;
}) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = days.length * 4;
  return (
    <Box>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        style={{ display: 'block', background: 'var(--mapa-surface-muted)', borderRadius: 6 }}
      >
        {days.map((d, i) => {
          const h = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (HEIGHT - 8));
          return (
            <rect key={d.day} x={i * 4 + 0.5} y={HEIGHT - h} width={3} height={h} fill={color} rx={0.5}>
              <title>{title(d)}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {startLabel}
        </Text>
        <Text size="xs" c="dimmed">
          {endLabel}
        </Text>
      </Group>
    </Box>
  );
}
