/**
 * The one Prometheus query client (prometheus.io/docs/prometheus/latest/querying/api):
 * an instant query and a range query over its HTTP API, for the judge, the
 * operators' page and the topology's load. Prometheus writes its numbers as
 * strings ("NaN" and "+Inf" among them): they are read as JavaScript numbers.
 */

export type Labels = Readonly<Record<string, string>>;

/** One series of an instant query: its labels and its value. */
export interface InstantSample {
  metric: Labels;
  value: number;
}

/** One series of a range query: its labels and its [seconds, value] points. */
export interface RangeSeries {
  metric: Labels;
  points: readonly (readonly [number, number])[];
}

export interface PrometheusClient {
  /** An instant vector at `time` (seconds since the epoch), or now. */
  query(expr: string, time?: number): Promise<InstantSample[]>;
  /** A range matrix from `start` to `end` (seconds) every `step` seconds. */
  queryRange(expr: string, start: number, end: number, step: number): Promise<RangeSeries[]>;
}

/**
 * Prometheus answered, but not with a result of the kind asked for: a query
 * it refused (its own `error`), an answer that is not its API's, a status
 * other than success. A connection that fails or times out is fetch's own error.
 */
export class PrometheusAnswerError extends Error {
  override name = 'PrometheusAnswerError';
}

interface ApiAnswer<T> {
  status?: 'success' | 'error';
  error?: string;
  data?: { resultType?: string; result?: T[] };
}

export function prometheusClient(baseUrl: string, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): PrometheusClient {
  async function get<T>(path: string, resultType: string, params: Record<string, string>): Promise<T[]> {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const answer = (await response.json().catch(() => undefined)) as ApiAnswer<T> | undefined;
    if (answer?.status !== 'success' || !answer.data)
      throw new PrometheusAnswerError(`Prometheus: ${answer?.error ?? response.status}`);
    if (answer.data.resultType !== resultType)
      throw new PrometheusAnswerError(`Prometheus: a ${String(answer.data.resultType)}, not a ${resultType}`);
    return answer.data.result ?? [];
  }
  return {
    async query(expr, time) {
      const result = await get<{ metric: Labels; value: [number, string] }>('/api/v1/query', 'vector', {
        query: expr,
        ...(time === undefined ? {} : { time: String(time) }),
      });
      return result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    async queryRange(expr, start, end, step) {
      const result = await get<{ metric: Labels; values: [number, string][] }>('/api/v1/query_range', 'matrix', {
        query: expr,
        start: String(start),
        end: String(end),
        step: String(step),
      });
      return result.map(({ metric, values }) => ({
        metric,
        points: values.map(([time, value]) => [time, Number(value)] as const),
      }));
    },
  };
}
