import type { Service } from '@gfm/server-kit/serve';
import { judgeReader } from './judge';
import { prometheusReader } from './prometheus';
import { operatorsRoutes } from './routes';

/** The operators' page, from Prometheus and (when its address is given) the canary judge, to serve. */
export function operatorsPageService({
  prometheusUrl,
  judgeUrl,
}: {
  prometheusUrl: string;
  judgeUrl?: string;
}): Service {
  const judge = judgeUrl ? judgeReader(judgeUrl) : undefined;
  return {
    routes: operatorsRoutes(prometheusReader(prometheusUrl), judge),
    description: `the operators' page at / (from ${prometheusUrl}${judgeUrl ? ` and the judge at ${judgeUrl}` : ''})`,
  };
}
