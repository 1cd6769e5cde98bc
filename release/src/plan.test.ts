/** @jest-environment node */
import crypto from 'node:crypto';
import { canaryOut, parsePointer, planExpiredAt, planStagesError, type ReleasePointer, versionFor } from './pointer';
import { type CanaryPlan, planExpired, planPointers, planPosition, type PlannedPointer, verifyPlan } from './plan';
import { signPointer } from './signature';

const REMOTE = 'remote-gfm43';
const team = crypto.generateKeyPairSync('ed25519');
const other = crypto.generateKeyPairSync('ed25519');

const EXPIRES = new Date('2036-12-01T18:00:00Z');

function signedPlan(stages = [5, 25, 50, 100], key = team.privateKey, expires = EXPIRES) {
  const base = { current: 'v1', previous: ['v0'] };
  const { pointers, abort } = planPointers(base, 'v2', stages, 1000, expires);
  return {
    remote: REMOTE,
    current: 'v1',
    canary: 'v2',
    stages,
    expires: expires.toISOString(),
    pointers: pointers.map((pointer) => signPointer(REMOTE, pointer, key)),
    abort: signPointer(REMOTE, abort, key),
  } as CanaryPlan;
}

/** An item that must be there. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const verify = (plan: unknown) => verifyPlan(REMOTE, JSON.stringify(plan), [team.publicKey]);

describe('a canary plan', () => {
  it('is taken whole when the team signed every pointer of it, in order', () => {
    const plan = verify(signedPlan());
    expect(plan).not.toBeInstanceOf(Error);
    const { pointers, abort } = plan as CanaryPlan;
    expect(pointers.map((pointer) => pointer.canary?.percent ?? 100)).toEqual([5, 25, 50, 100]);
    expect(pointers.map((pointer) => pointer.sequence)).toEqual([1000, 1001, 1002, 1003]);
    expect(pointers[3]).toMatchObject({ current: 'v2', previous: ['v1', 'v0'] });
    expect(abort).toMatchObject({ current: 'v1', sequence: 1004 });
    expect(abort.canary).toBeUndefined();
  });

  it('is refused when a pointer is signed with another key', () => {
    const plan = signedPlan();
    plan.pointers[1] = at(signedPlan([5, 25, 50, 100], other.privateKey).pointers, 1);
    expect(verify(plan)).toEqual(new Error('stage 2: the release pointer’s signature is not one of the remote’s keys'));
    expect(verify(signedPlan([5, 25, 50, 100], other.privateKey))).toBeInstanceOf(Error);
  });

  it('is refused when a stage is left out, even with the list of stages edited to match', () => {
    const plan = signedPlan();
    plan.pointers.splice(1, 1);
    expect(String(verify(plan))).toMatch(/3 stage pointers for 4 stages/);
    // The stamp is signed, so the plan cannot be made to look like a three-stage one.
    plan.stages = [5, 50, 100];
    expect(String(verify(plan))).toMatch(/one is left out/);
  });

  it('is refused when a pointer is changed after signing, or the abort is not the last', () => {
    const changed = signedPlan();
    at(changed.pointers, 0).canary = { version: 'v2', percent: 50 };
    expect(String(verify(changed))).toMatch(/signature/);
    const swapped = signedPlan();
    [swapped.pointers[0], swapped.pointers[1]] = [at(swapped.pointers, 1), at(swapped.pointers, 0)];
    expect(String(verify(swapped))).toMatch(/another step/);
    const noAbort = signedPlan();
    noAbort.abort = at(noAbort.pointers, 0);
    expect(String(verify(noAbort))).toMatch(/abort pointer belongs to another plan/);
  });

  it('carries its expiry inside every signature: a plan whose pointers disagree on it, or name none, is refused', () => {
    const plan = verify(signedPlan()) as CanaryPlan;
    expect(plan.expires).toBe('2036-12-01T18:00:00.000Z');
    expect(planExpired(plan, Date.parse('2036-12-01T17:59:59Z'))).toBe(false);
    expect(planExpired(plan, Date.parse('2036-12-01T18:00:00Z'))).toBe(true);
    // A later expiry signed for one stage only: it belongs to another plan.
    const mixed = signedPlan();
    mixed.pointers[2] = at(signedPlan(undefined, undefined, new Date('2027-01-01T00:00:00Z')).pointers, 2);
    expect(String(verify(mixed))).toMatch(/another plan or another step/);
    // The expiry edited in the pointer after signing: its signature no longer holds.
    const edited = signedPlan();
    const stamp = at(edited.pointers, 0).plan as { expires: string };
    stamp.expires = '2030-01-01T00:00:00.000Z';
    expect(String(verify(edited))).toMatch(/signature/);
    // A plan of before (no expiry signed): released again.
    const { pointers, abort } = planPointers({ current: 'v1' }, 'v2', [50, 100], 1000, EXPIRES);
    const strip = (pointer: PlannedPointer) => {
      const { expires: _expires, ...plan } = pointer.plan;
      return signPointer(REMOTE, { ...pointer, plan } as PlannedPointer, team.privateKey);
    };
    expect(String(verify({ pointers: pointers.map(strip), abort: strip(abort) }))).toMatch(/no plan and its expiry/);
  });

  it('serves its canary until it expires, and to no one after', () => {
    const [stage] = planPointers({ current: 'v1' }, 'v2', [50, 100], 1000, EXPIRES).pointers;
    const pointer = parsePointer(JSON.stringify(stage)) as ReleasePointer;
    expect(pointer.plan).toMatchObject({ step: 0, expires: EXPIRES.toISOString() });
    expect(canaryOut(pointer)).toBe(true);
    const expired = { ...pointer, plan: { ...pointer.plan, expires: '2026-01-01T00:00:00.000Z' } } as ReleasePointer;
    expect(canaryOut(expired)).toBe(false);
    expect(planExpiredAt(expired)).toBe('2026-01-01T00:00:00.000Z');
    expect(versionFor(expired, () => true)).toBe('v1');
  });

  it('makes the abort final: once it is out, no stage of the plan is ahead of it', () => {
    const plan = verify(signedPlan()) as CanaryPlan;
    expect(planPosition(plan, at(plan.pointers, 1))).toEqual({ kind: 'stage', step: 1 });
    expect(planPosition(plan, at(plan.pointers, 3))).toEqual({ kind: 'done' });
    expect(planPosition(plan, plan.abort)).toEqual({ kind: 'aborted' });
    // Every stage's sequence is below the abort's: a server that took the abort refuses each of them.
    expect(plan.pointers.every((pointer) => (pointer.sequence ?? 0) < (plan.abort.sequence ?? 0))).toBe(true);
    expect(planPosition(plan, { current: 'v1', sequence: 5000 })).toEqual({ kind: 'taken-over' });
  });
});

describe('a plan’s stages', () => {
  it('grow from a whole percent to 100', () => {
    expect(planStagesError([5, 25, 50, 100])).toBeUndefined();
    expect(planStagesError([1, 100])).toBeUndefined();
    expect(planStagesError([100])).toBeInstanceOf(Error);
    expect(planStagesError([25, 5, 100])).toBeInstanceOf(Error);
    expect(planStagesError([5, 5, 100])).toBeInstanceOf(Error);
    expect(planStagesError([5, 50])).toBeInstanceOf(Error);
    expect(planStagesError([0.5, 100])).toBeInstanceOf(Error);
  });
});
