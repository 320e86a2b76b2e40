/**
 * The node panel's rich-text toolbar (spec §2.9). Desktop: bold, underline, italic, strike; font size, colour,
 * highlight, block format; outdent, indent, align, list, horizontal rule; link, image, video, table; code view,
 * print. Mobile: a reduced set that fits one or two rows of a phone.
 */
export const DESKTOP_TOOLBAR = [
  ['bold', 'underline', 'italic', 'strike'],
  [
    { size: ['small', false, 'large', 'huge'] },
    { color: [] },
    { background: [] },
    { header: [1, 2, 3, false] },
  ],
  [{ indent: '-1' }, { indent: '+1' }, { align: [] }, { list: 'ordered' }, { list: 'bullet' }, 'divider'],
  ['link', 'image', 'video', 'table'],
  ['code-view', 'print'],
];

export const MOBILE_TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
];

/** Rows and columns of a table added from the toolbar. */
export const NEW_TABLE_SIZE = { rows: 3, columns: 3 };
