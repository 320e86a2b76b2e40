// CSS colour parsing is shared with the vector exports: it lives in @mapa/model.
export { parseColor, type ParsedColor } from '@mapa/model';
