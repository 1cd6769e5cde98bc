/**
 * The little of Prometheus's HTTP API the operators' page reads: an instant
 * query and a range query (prometheus.io/docs/prometheus/latest/querying/api).
 */

export type Labels = Readonly<Record<string, string>>;

/** One series of a range query: its labels and its [seconds, value] points. */
export interface RangeSeries {
  metric: Labels;
  points: readonly (readonly [number, number])[];
}

export interface InstantSample {
  metric: Labels;
  value: number;
}

export interface PrometheusReader {
  query(expr: string): Promise<InstantSample[]>;
  queryRange(expr: string, start: number, end: number, step: number): Promise<RangeSeries[]>;
}

interface ApiAnswer<T> {
  status: 'success' | 'error';
  error?: string;
  data?: { resultType: string; result: T[] };
}

/** Prometheus's own numbers are strings ("NaN", "+Inf" among them). */
const numberOf = (text: string) => Number(text);

export function prometheusReader(baseUrl: string, timeoutMs = 5000): PrometheusReader {
  async function get<T>(path: string, params: Record<string, string>): Promise<T[]> {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const answer = (await response.json()) as ApiAnswer<T>;
    if (answer.status !== 'success' || !answer.data) throw new Error(`Prometheus: ${answer.error ?? response.status}`);
    return answer.data.result;
  }
  return {
    async query(expr) {
      const result = await get<{ metric: Labels; value: [number, string] }>('/api/v1/query', { query: expr });
      return result.map(({ metric, value }) => ({ metric, value: numberOf(value[1]) }));
    },
    async queryRange(expr, start, end, step) {
      const result = await get<{ metric: Labels; values: [number, string][] }>('/api/v1/query_range', {
        query: expr,
        start: String(start),
        end: String(end),
        step: String(step),
      });
      return result.map(({ metric, values }) => ({
        metric,
        points: values.map(([time, value]) => [time, numberOf(value)] as const),
      }));
    },
  };
}
