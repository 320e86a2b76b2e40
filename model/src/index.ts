// Public entry of @mapa/model: the document schema, parsing, operations, history and pure helpers.
export * from './schema/enums';
export * from './schema/node';
export * from './schema/edge';
export * from './schema/canvas';
export * from './schema/settings';
export * from './schema/document';
export * from './ops/changeLabels';
export * from './ops/operation';
