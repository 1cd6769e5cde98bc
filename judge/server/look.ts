import type crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { POINTER_FILE, type ReleasePointer } from '@gfm/release/pointer';
import { type CanaryPlan, HOLD_FILE, PLAN_FILE, planExpired, planPosition, verifyPlan } from '@gfm/release/plan';
import { verifyPointer } from '@gfm/release/signature';
import { judge, resolveConfig } from '../src/decide';
import { type JudgeInput, type JudgeResult, type StageWindow } from '../src/types';
import { versionCounts } from './prometheus';

/**
 * One look of the judge at one remote (docs/decisions/061): read the team's
 * plan and the pointer on the host, check both against the team's public
 * keys, ask Prometheus for the canary's and the current version's counts
 * over each stage's hours, run the pure decision (decision 055), and publish
 * the next stage's pointer or the abort's exactly as the team signed it.
 * It holds no key: all it can write is a pointer of the plan.
 */

export interface JudgeSettings {
  /** The folder the remotes' static hosts serve: `<dir>/<remote>/releases.json`. */
  releasesDir: string;
  prometheusUrl: string;
  /** Each remote's public keys. */
  keys: Record<string, crypto.KeyObject[]>;
  /** Where the judge keeps each plan's stage times across its restarts. */
  stateFile: string;
  config?: JudgeInput['config'];
}

/** What the judge did at one look, with its evidence: one line of the decisions file. */
export interface DecisionRecord {
  at: string;
  remote: string;
  /** promote/hold/rollback: the decision module's; the others: why it did not judge. */
  decision: JudgeResult['decision'] | 'held-by-hand' | 'refused' | 'expired' | 'idle';
  reason: string;
  plan?: { id: string; canary: string; current: string; stages: number[]; expires: string };
  stage?: { step: number; percent: number };
  published?: { sequence: number | undefined; pointer: 'stage' | 'abort'; percent: number | null };
  windows?: { percent: number; from: string; to: string; canary: unknown; baseline: unknown; warm?: unknown }[];
  measures?: JudgeResult['measures'];
  method?: JudgeResult['method'];
}

interface PlanState {
  id: string;
  /** When each stage began (ms), as the judge saw or published it. */
  starts: number[];
}

type State = Record<string, PlanState>;

function readState(file: string): State {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as State;
  } catch {
    return {};
  }
}

/** Replaces a file in one step (a rename); a file that is a link is written where it points (decision 075). */
function writeWhole(path_: string, text: string) {
  const file = fs.existsSync(path_) ? fs.realpathSync(path_) : path_;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.chmodSync(temporary, 0o644);
  fs.renameSync(temporary, file);
}

const readText = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

const planOf = (plan: CanaryPlan) => ({
  id: plan.pointers[0]?.plan.id ?? '',
  canary: plan.canary,
  current: plan.current,
  stages: plan.stages,
  expires: plan.expires,
});

/** The plan and the pointer on the host, both checked; or a record saying why the judge does nothing. */
function readChecked(settings: JudgeSettings, remote: string, at: string) {
  const dir = path.join(settings.releasesDir, remote);
  const planText = readText(path.join(dir, PLAN_FILE));
  if (planText === undefined) return { decision: 'idle', remote, at, reason: 'no canary plan' } as DecisionRecord;
  const keys = settings.keys[remote] ?? [];
  const plan = verifyPlan(remote, planText, keys);
  if (plan instanceof Error)
    return { decision: 'refused', remote, at, reason: `the canary plan is refused: ${plan.message}` } as DecisionRecord;
  const pointerText = readText(path.join(dir, POINTER_FILE)) ?? '';
  const pointer = verifyPointer(remote, pointerText, keys);
  if (pointer instanceof Error)
    return {
      decision: 'refused',
      remote,
      at,
      plan: planOf(plan),
      reason: `the pointer on the host is refused: ${pointer.message}`,
    } as DecisionRecord;
  return { plan, pointer, raw: JSON.parse(pointerText) as Record<string, unknown> };
}

/** Publishes one of the plan's pointers as the team signed it, never one older than the host's. */
function publish(settings: JudgeSettings, remote: string, pointer: ReleasePointer, onHost: ReleasePointer) {
  if ((pointer.sequence ?? -1) <= (onHost.sequence ?? -1)) return false;
  writeWhole(path.join(settings.releasesDir, remote, POINTER_FILE), `${JSON.stringify(pointer, null, 2)}\n`);
  return true;
}

async function windowsOf(settings: JudgeSettings, remote: string, plan: CanaryPlan, starts: number[], now: number) {
  const warmUpMs = resolveConfig(settings.config).warmUpMinutes * 60_000;
  return Promise.all(
    starts.map(async (from, step): Promise<StageWindow> => {
      const to = starts[step + 1] ?? now;
      // The metrics name a remote as the configuration does (`gfm43`), the releases as its app (`remote-gfm43`).
      const query = { prometheusUrl: settings.prometheusUrl, remote: remote.replace(/^remote-/, ''), from, to };
      // What a cold start biases is read from the end of the canary's warm-up at this stage (decision 076).
      const warmFrom = from + warmUpMs;
      const warm = warmUpMs > 0 && warmFrom < to ? { ...query, from: warmFrom } : undefined;
      const [canary, baseline, warmCanary, warmBaseline] = await Promise.all([
        versionCounts({ ...query, version: plan.canary }),
        versionCounts({ ...query, version: plan.current }),
        warm && versionCounts({ ...warm, version: plan.canary }, 'warm'),
        warm && versionCounts({ ...warm, version: plan.current }, 'warm'),
      ]);
      const window: StageWindow = { percent: plan.stages[step] as number, startedAt: from, canary, baseline };
      if (warmCanary && warmBaseline) window.warm = { canary: warmCanary, baseline: warmBaseline };
      return window;
    }),
  );
}

/** One look at one remote: the record of what the judge saw and did. */
export async function lookAt(settings: JudgeSettings, remote: string, now = Date.now()): Promise<DecisionRecord> {
  const at = new Date(now).toISOString();
  const checked = readChecked(settings, remote, at);
  if ('decision' in checked) return checked;
  const { plan, pointer, raw } = checked;
  const position = planPosition(plan, raw);
  const about = { remote, at, plan: planOf(plan) };
  if (position.kind !== 'stage') {
    const reasons = {
      aborted: 'the plan was aborted: the current version is back, and the plan is over',
      done: 'the plan is complete: the canary is current (100 %)',
      'taken-over': 'a person signed a newer pointer (a release, promotion or rollback by hand): the plan is over',
      'not-started': 'the pointer on the host is not one of the plan’s',
    } as const;
    return { ...about, decision: 'idle', reason: reasons[position.kind] };
  }
  const { step } = position;
  const stage = { step, percent: plan.stages[step] as number };
  // The plan is what the team signed, for as long as it signed it (decision 075).
  if (planExpired(plan, now))
    return {
      ...about,
      stage,
      decision: 'expired',
      reason: `the plan expired at ${plan.expires} (signed with it): the judge publishes none of its pointers and the shells serve its canary to no one; release again, or promote or roll back by hand`,
    };
  // The stage times: kept per plan; a stage first seen now begins now.
  const state = readState(settings.stateFile);
  const known = state[about.plan.id];
  const starts = known ? known.starts.slice(0, step + 1) : [];
  while (starts.length < step + 1) starts.push(now);
  state[about.plan.id] = { id: about.plan.id, starts };
  if (fs.existsSync(path.join(settings.releasesDir, remote, HOLD_FILE))) {
    writeWhole(settings.stateFile, JSON.stringify(state));
    return { ...about, stage, decision: 'held-by-hand', reason: 'a person holds the canary (release --hold)' };
  }

  const windows = await windowsOf(settings, remote, plan, starts, now);
  const result = judge({ plan: plan.stages, stage: step, now, windows, config: settings.config }, { intervals: true });
  const record: DecisionRecord = {
    ...about,
    stage,
    decision: result.decision,
    reason: result.reason,
    windows: windows.map((window, index) => ({
      percent: window.percent,
      from: new Date(window.startedAt).toISOString(),
      to: new Date(starts[index + 1] ?? now).toISOString(),
      canary: window.canary,
      baseline: window.baseline,
      ...(window.warm ? { warm: window.warm } : {}),
    })),
    measures: result.measures,
    method: result.method,
  };
  const next = result.decision === 'promote' ? plan.pointers[step + 1] : undefined;
  const target = result.decision === 'rollback' ? plan.abort : next;
  if (target && publish(settings, remote, target, pointer)) {
    record.published = {
      sequence: target.sequence,
      pointer: target === plan.abort ? 'abort' : 'stage',
      percent: target === plan.abort ? null : (plan.stages[step + 1] ?? null),
    };
    if (next) starts.push(now);
  }
  writeWhole(settings.stateFile, JSON.stringify(state));
  return record;
}
