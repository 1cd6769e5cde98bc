/**
 * What the operators' page reads from the canary judge (decisions 061, 067):
 * its `GET /decisions`, each remote's last records. Only the fields shown are
 * typed here; the judge's own type is judge/server/look.ts's DecisionRecord.
 */

/** One measure of a look's evidence: the canary's rate beside the current version's, and the verdict. */
export interface JudgeEvidence {
  label: string;
  verdict: string;
  /** What the exposure counts (visitors, pages served, renders): absent from a judge that counts page views. */
  unit?: string;
  canary: { events: number; exposure: number; rate: number };
  baseline: { events: number; exposure: number; rate: number };
  ratio: { estimate: number };
}

/** A record of one look at one remote, as the judge answers it. */
export interface JudgeRecord {
  at: string;
  remote: string;
  decision: string;
  reason: string;
  plan?: { id: string; canary: string; current: string; stages: number[] };
  stage?: { step: number; percent: number };
  published?: { pointer: 'stage' | 'abort'; percent: number | null };
  measures?: JudgeEvidence[];
}

/** Every remote's last records, by the judge's name for the remote (`remote-gfm43`). */
export type JudgeReader = () => Promise<Record<string, JudgeRecord[]>>;

export function judgeReader(baseUrl: string, timeoutMs = 2000): JudgeReader {
  return async () => {
    const response = await fetch(new URL('/decisions', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`the judge answered ${response.status}`);
    const answer = (await response.json()) as unknown;
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
      throw new Error('the judge’s answer is not a list of remotes');
    return answer as Record<string, JudgeRecord[]>;
  };
}

/** One of a plan's decisions as the page lists it: when, at which stage, what, and the counts behind each measure. */
export interface PlanDecision {
  at: string;
  stage: string;
  decision: string;
  reason: string;
  published?: string;
  /** Each measure's count of the canary's and the current version's visitors (or pages, renders). */
  behind: { label: string; canary: number; baseline: number; unit: string }[];
}

/** What the page shows of a remote's canary: the stage it is at and the judge's last decision, with its evidence. */
export type JudgeStatus =
  | { kind: 'unreachable'; reason: string }
  | { kind: 'silent' }
  | {
      kind: 'judged';
      stage: string;
      decision: string;
      reason: string;
      at: string;
      published?: string;
      evidence: JudgeEvidence[];
      /** The decisions of the plan the last record is about, oldest first: each change, and the last look. */
      decisions: PlanDecision[];
    };

/** The stage a record says the remote is at: its percent and place in the plan, or why there is none. */
function stageOf(record: JudgeRecord): string {
  if (record.stage && record.plan)
    return `${record.stage.percent} % (stage ${record.stage.step + 1} of ${record.plan.stages.length}, canary ${record.plan.canary})`;
  return record.plan ? 'no stage' : 'no canary plan';
}

/** What a record published, as a person reads it. */
function publishedOf(record: JudgeRecord): string | undefined {
  if (!record.published) return undefined;
  return record.published.pointer === 'abort'
    ? 'published the abort: the current version is back'
    : `published the ${record.published.percent ?? '?'} % stage`;
}

/**
 * The plan's decisions among a remote's last records: each one whose
 * decision or stage differs from the one before, and the last, each with the
 * counts behind its measures (decision 075).
 */
function planDecisions(records: readonly JudgeRecord[], planId: string | undefined): PlanDecision[] {
  const ofPlan = records.filter((record) => record.plan?.id === planId);
  return ofPlan
    .filter((record, index) => {
      const before = ofPlan[index - 1];
      return (
        index === ofPlan.length - 1 ||
        !before ||
        before.decision !== record.decision ||
        before.stage?.step !== record.stage?.step ||
        record.published !== undefined
      );
    })
    .map((record) => {
      const published = publishedOf(record);
      return {
        at: record.at,
        stage: record.stage ? `${record.stage.percent} %` : '–',
        decision: record.decision,
        reason: record.reason,
        ...(published ? { published } : {}),
        behind: (Array.isArray(record.measures) ? record.measures : []).map((measure) => ({
          label: measure.label,
          canary: measure.canary.exposure,
          baseline: measure.baseline.exposure,
          unit: measure.unit ?? 'page views',
        })),
      };
    });
}

/**
 * A remote's status from the judge's records (the last one is the judge's
 * current word), found by the name the shells give the remote (`gfm43`) or
 * the judge's (`remote-gfm43`).
 */
export function judgeStatusOf(all: Record<string, JudgeRecord[]>, remote: string): JudgeStatus {
  const records = all[remote] ?? all[`remote-${remote}`] ?? [];
  const last = records.at(-1);
  if (!last) return { kind: 'silent' };
  const published = publishedOf(last);
  return {
    kind: 'judged',
    stage: stageOf(last),
    decision: last.decision,
    reason: last.reason,
    at: last.at,
    ...(published ? { published } : {}),
    evidence: Array.isArray(last.measures) ? last.measures : [],
    decisions: last.plan ? planDecisions(records, last.plan.id) : [],
  };
}
