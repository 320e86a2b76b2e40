// Pure editing operations of the canvas (spec §4.4, §4.6, §2.3): clipboard, collapse, ordering, search.
export * from './collapse';
export * from './clipboard';
export * from './pasteText';
export * from './nodeEditing';
export * from './keyboardArrange';
export * from './imageLayers';
export { stripHtml } from './stripHtml';
export * from './SearchIndex';
export * from './findReplace';
export * from './drawings';
export * from './mapView';
