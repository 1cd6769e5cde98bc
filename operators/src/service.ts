import type { Service } from '@gfm/server-kit/serve';
import type { ServicesSettings } from '@gfm/server-kit/settings';
import { contentReader } from './content';
import { judgeReader } from './judge';
import { prometheusClient } from '@gfm/server-kit/prometheus';
import { operatorsRoutes } from './routes';

/**
 * The operators' page, from Prometheus, (when their addresses are given) the canary judge, and the
 * malls' content in WordPress as the site reads it (decision 077), to serve.
 */
export function operatorsPageService({
  prometheusUrl,
  judgeUrl,
  content,
}: {
  prometheusUrl: string;
  judgeUrl?: string | undefined;
  content?: ServicesSettings['content'];
}): Service {
  const judge = judgeUrl ? judgeReader(judgeUrl) : undefined;
  return {
    routes: operatorsRoutes(prometheusClient(prometheusUrl), judge, content ? contentReader(content) : undefined),
    description: `the operators' page at / (from ${prometheusUrl}${judgeUrl ? ` and the judge at ${judgeUrl}` : ''}${content ? `; WordPress's content at ${content.wordpressRoot}` : ''})`,
  };
}
