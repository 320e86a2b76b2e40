export * from './markerSet';
export * from './markerEdits';
export * from './taskProgress';
export * from './markerFormats';
export * from './markerImage';
