// No React here: boot.js reads these too (decision 078).

/** The document's mark that the page runs its script: `html[data-hydrated]`. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The window event sent as the document is marked: boot.js makes the taps React could not hear then (decision 078). */
export const HYDRATED_EVENT = 'gfm:hydrated';
