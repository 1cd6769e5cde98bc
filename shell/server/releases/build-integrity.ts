/**
 * `integrityOf` under the shell's old export `./server/release-signature`, for
 * the build's chunk-integrity plugin (scripts/webpack) until it imports
 * `@gfm/release/signature` by name; then this file and that export go.
 */
export { integrityOf } from '@gfm/release/signature';
