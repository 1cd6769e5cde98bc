// @ts-check
/**
 * The marketing person of the tests and the editors' guide: WordPress's Editor role, nothing more. A module
 * of its own (no `import.meta`), so that the tests' TypeScript can read it as well as the topology.
 */
export const MARKETING_EDITOR = { login: 'marketing', name: 'Meera Kapoor', password: 'marketing-editor-1' };
