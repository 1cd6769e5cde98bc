import type crypto from 'node:crypto';
import { planOf, planStagesError, type PointerPlan, type ReleasePointer } from './pointer';
import { canonicalJson, verifyPointer } from './signature';

/**
 * A canary plan (docs/decisions/061): every pointer of a release's stages
 * and the pointer that aborts it, signed by the team in advance, so that a
 * judge holding no key can move the canary on or take it back by publishing
 * one of them as it is. Each pointer names its plan inside what is signed
 * (`plan`: the plan's id, its stages, and its own step), and the sequence
 * numbers run without a gap: stage 1, 2, …, then the abort, highest of all,
 * so once the abort is out no stage of the plan can be put back. The plan
 * expires at a time signed with each pointer (decision 075): past it, the
 * judge publishes none of its pointers and the shells take none.
 */

/** The plan, beside the remote's `releases.json` on its host. */
export const PLAN_FILE = 'canary-plan.json';
/** A person's hold: while it is on the host, the judge publishes nothing for the remote. */
export const HOLD_FILE = 'canary-hold.json';

/** What each pointer of a plan says of the plan, inside its signature: its expiry too. */
export type PlanStamp = PointerPlan & { expires: string };

export type PlannedPointer = ReleasePointer & { plan: PlanStamp };

/** The file: the stage pointers in order and the abort, each as the team signed it. */
export interface CanaryPlan {
  remote: string;
  /** The version out when the plan was signed: the abort puts it back. */
  current: string;
  canary: string;
  stages: number[];
  /** When the plan expires (ISO 8601), as every pointer of it signs it. */
  expires: string;
  pointers: PlannedPointer[];
  abort: PlannedPointer;
}

/** The plan's pointers, unsigned, sequence `first` for the first stage (the abort last, highest), expiring at `expires`. */
export function planPointers(
  base: ReleasePointer,
  canary: string,
  stages: readonly number[],
  first: number,
  expires: Date,
): { pointers: PlannedPointer[]; abort: PlannedPointer } {
  const stagesError = planStagesError(stages);
  if (stagesError) throw stagesError;
  const id = `${canary}@${first}`;
  const stamp = (step: number | 'abort'): PlanStamp => ({
    id,
    stages: [...stages],
    step,
    expires: expires.toISOString(),
  });
  const previous = base.previous ?? [];
  const pointers = stages.map((percent, step): PlannedPointer => {
    const last = step === stages.length - 1;
    return last
      ? { current: canary, previous: [base.current, ...previous], sequence: first + step, plan: stamp(step) }
      : {
          current: base.current,
          canary: { version: canary, percent },
          previous,
          sequence: first + step,
          plan: stamp(step),
        };
  });
  const abort: PlannedPointer = {
    current: base.current,
    previous,
    sequence: first + stages.length,
    plan: stamp('abort'),
  };
  return { pointers, abort };
}

function stampOf(pointer: unknown): PlanStamp | undefined {
  const plan = planOf((pointer as { plan?: unknown } | null)?.plan);
  return plan?.expires === undefined ? undefined : { ...plan, expires: plan.expires };
}

const sameStages = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** One pointer of the plan, checked against the team's keys; its signed JSON kept whole. */
function verifyPlanned(remote: string, raw: unknown, keys: readonly crypto.KeyObject[], what: string) {
  const pointer = verifyPointer(remote, JSON.stringify(raw), keys);
  if (pointer instanceof Error) return new Error(`${what}: ${pointer.message}`);
  const plan = stampOf(raw);
  if (!plan) return new Error(`${what} names no plan and its expiry in what was signed (release it again)`);
  return { pointer, plan, raw: raw as PlannedPointer };
}

/**
 * The plan in `text` if every pointer in it is one the team signed for
 * `remote` and together they make one plan: the same id and stages in each,
 * the stages valid (planStagesError), one pointer per stage in order, the
 * sequence numbers without a gap and the abort's the highest, every stage
 * serving the same canary over the same current version and the last making
 * it current, the abort putting that current version back. Anything else is
 * an error saying what: a pointer signed with another key, a stage left out,
 * stages out of order.
 */
export function verifyPlan(remote: string, text: string, keys: readonly crypto.KeyObject[]): CanaryPlan | Error {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return new Error('the canary plan is not JSON');
  }
  if (!Array.isArray(raw.pointers) || typeof raw.abort !== 'object' || raw.abort === null)
    return new Error('the canary plan needs its stage pointers and an abort pointer');
  const checked = [];
  for (const [index, item] of (raw.pointers as unknown[]).entries()) {
    const one = verifyPlanned(remote, item, keys, `stage ${index + 1}`);
    if (one instanceof Error) return one;
    checked.push(one);
  }
  const abort = verifyPlanned(remote, raw.abort, keys, 'the abort pointer');
  if (abort instanceof Error) return abort;
  const first = checked[0];
  if (!first) return new Error('the canary plan has no stage');
  const { id, stages, expires } = first.plan;
  if (Number.isNaN(Date.parse(expires))) return new Error('the canary plan’s expiry is not a time');
  const stagesError = planStagesError(stages);
  if (stagesError) return stagesError;
  if (checked.length !== stages.length)
    return new Error(
      `the canary plan has ${checked.length} stage pointers for ${stages.length} stages: one is left out`,
    );
  const firstSequence = first.pointer.sequence ?? NaN;
  const current = first.pointer.current;
  const canary = first.pointer.canary?.version;
  if (!canary) return new Error('the canary plan’s first stage serves no canary');
  for (const [step, { pointer, plan }] of checked.entries()) {
    if (plan.id !== id || !sameStages(plan.stages, stages) || plan.step !== step || plan.expires !== expires)
      return new Error(`stage ${step + 1} belongs to another plan or another step`);
    if (pointer.sequence !== firstSequence + step)
      return new Error(`stage ${step + 1}'s sequence does not follow stage ${step}'s: a stage is left out`);
    const last = step === stages.length - 1;
    const serves = last
      ? pointer.current === canary && !pointer.canary
      : pointer.current === current && pointer.canary?.version === canary && pointer.canary.percent === stages[step];
    if (!serves) return new Error(`stage ${step + 1} does not serve ${canary} to ${stages[step]} %`);
  }
  if (
    abort.plan.id !== id ||
    !sameStages(abort.plan.stages, stages) ||
    abort.plan.step !== 'abort' ||
    abort.plan.expires !== expires
  )
    return new Error('the abort pointer belongs to another plan');
  if (abort.pointer.sequence !== firstSequence + stages.length)
    return new Error('the abort pointer’s sequence is not the plan’s highest, right after its last stage');
  if (abort.pointer.current !== current || abort.pointer.canary)
    return new Error(`the abort pointer does not put ${current} back`);
  return {
    remote,
    current,
    canary,
    stages: [...stages],
    expires,
    pointers: checked.map((one) => one.raw),
    abort: abort.raw,
  };
}

/** Where the pointer on the host stands in a plan. */
export type PlanPosition =
  | { kind: 'stage'; step: number }
  | { kind: 'aborted' }
  | { kind: 'done' }
  /** A pointer signed after the plan's: someone released, promoted or rolled back by hand. */
  | { kind: 'taken-over' }
  /** Before the plan's first stage, or a pointer of the same sequence that is not the plan's. */
  | { kind: 'not-started' };

/** The plan's position given the pointer the host serves now (already verified by the caller). */
export function planPosition(plan: CanaryPlan, pointer: ReleasePointer | Record<string, unknown>): PlanPosition {
  const sequence = (pointer as ReleasePointer).sequence ?? -1;
  const text = canonicalJson(pointer);
  if (sequence > (plan.abort.sequence ?? Infinity)) return { kind: 'taken-over' };
  if (text === canonicalJson(plan.abort)) return { kind: 'aborted' };
  const step = plan.pointers.findIndex((planned) => canonicalJson(planned) === text);
  if (step === plan.pointers.length - 1) return { kind: 'done' };
  if (step >= 0) return { kind: 'stage', step };
  return sequence > (plan.pointers[0]?.sequence ?? Infinity) ? { kind: 'taken-over' } : { kind: 'not-started' };
}

/** Whether the plan has expired at `now`: the judge then publishes none of its pointers. */
export const planExpired = (plan: CanaryPlan, now = Date.now()) => !(Date.parse(plan.expires) > now);
