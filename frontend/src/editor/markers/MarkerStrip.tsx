import { useTranslation } from 'react-i18next';
import { markerImageUrl } from '@mapa/model';
import { markerName } from './markerNames';

/** A node's markers in a row, as the canvas draws them before its label (the text view's rows), each named. */
export function MarkerStrip({
  markers,
  size = 14,
}: {
  markers: readonly string[] | undefined;
  size?: number;
}) {
  const { t } = useTranslation();
  if (!markers?.length) return null;
  return (
    <span
      data-testid="marker-strip"
      style={{ display: 'inline-flex', gap: 2, flexShrink: 0, alignItems: 'center', marginRight: 4 }}
    >
      {markers.map((id) => (
        <img
          key={id}
          src={markerImageUrl(id)}
          alt={markerName(t, id)}
          title={markerName(t, id)}
          width={size}
          height={size}
        />
      ))}
    </span>
  );
}
