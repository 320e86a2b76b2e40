// The text view's pages (spec §2.19): parents, children, breadcrumbs, search, adding pages, the outline's moves.
export * from './siblingOrder';
export * from './breadcrumbs';
export * from './addPageOps';
export * from './reparent';
export * from './pageCatalog';
export * from './flashcardsReset';
export * from './outline';
export * from './topPages';
