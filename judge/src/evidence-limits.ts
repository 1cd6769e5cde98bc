/**
 * What one address can add to the evidence on a version (decision 082): the
 * shells enforce these as they count field beacons, and the judge's tests
 * assume them. Said here once; the shells import them.
 */

/** Visitors one address adds at most to a version's count in a stage. */
export const VISITORS_PER_ADDRESS = 5;

/** Distinct seeds whose beacons count from one address in an hour (the shells' default; an operator may lower it). */
export const SEEDS_PER_ADDRESS = 30;
