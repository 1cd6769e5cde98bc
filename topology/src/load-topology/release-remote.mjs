// @ts-check
/** A release or rollback of Sector 43 on the load's topology: the release command's `run`, in this process. */
import { run } from '@gfm/release/command';

/**
 * @param {import('./context.mjs').LoadContext} load
 * @param {'release' | 'rollback'} command
 * @returns {string} the version the pointer names now
 */
export function releaseGfm43({ topology }, command) {
  const answer = run(command, ['remote-gfm43', '--dir', topology.releasesDir, '--keys', topology.keysDir]);
  return String('current' in answer ? answer.current : undefined);
}
