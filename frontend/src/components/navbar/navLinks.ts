/** The document navbar's links (spec §2.2): where they go and the i18n key of their text. */
export const NAV_LINKS = [
  { to: '/maps', key: 'navbar.myMaps' },
  { to: '/maps?group=templates', key: 'navbar.templates' },
] as const;
