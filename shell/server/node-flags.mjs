// @ts-check
/**
 * How Node runs the shell's server: `node ${SERVER_NODE_FLAGS} shell/dist/server/main.js`.
 *
 * V8 sizes its heap to the machine, not to what the server keeps: under 50
 * requests at a time its young generation and old space grew by some 90 MB
 * that held no live object (20 MB live after a collection), and stayed. With
 * a 4 MB semi-space and a 192 MB old space the same load left it within 15 MB
 * of where it started (decision 028); 192 MB is several times what four
 * pages rendering at once keep alive.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=192'];
