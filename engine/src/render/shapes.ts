// Node outlines are pure geometry shared with the vector exports: they live in @mapa/model.
export { cornerRadius, pointInPolygon, shapePolygon } from '@mapa/model';
