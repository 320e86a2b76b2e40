import type { TFunction } from 'i18next';
import { markerInfo } from '@mapa/model';

/** A marker's name in the shell's language (`markers.name.*`); a marker Mapa does not know is named by its id. */
export function markerName(t: TFunction, id: string): string {
  const info = markerInfo(id);
  const params = info.nameParams ?? {};
  switch (info.group) {
    case 'flag':
    case 'star':
    case 'people':
      return t(`markers.name.${info.group}.${String(params.color)}`);
    case 'arrow':
      return t(`markers.name.arrow.${String(params.dir)}`);
    default:
      return t(`markers.name.${info.nameKey}`, params);
  }
}

/** The names of a node's markers, for search (one line). */
export function markerNames(t: TFunction, markers: readonly string[]): string {
  return markers.map((id) => markerName(t, id)).join(' · ');
}
