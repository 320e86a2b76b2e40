/** The help pages the app serves (`helpTopics.ts`). Apart from them, so a link to one does not load its text. */
export type HelpTopic = 'embedding';

/** The address of a help page. */
export const helpPath = (topic: HelpTopic) => `/help/${topic}`;
