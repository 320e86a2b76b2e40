/** The viewer's own selection colour: outlines, handles, box selection (collaborators' colours keep clear of it). */
export const SELECTION_COLOR = 0x1c7ed6;
