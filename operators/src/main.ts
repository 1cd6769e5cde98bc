/**
 * The operators' page as production runs it, on an internal port the front
 * never forwards to (docs/decisions/060): PROMETHEUS_URL, and JUDGE_URL for
 * the canary judge's stages and decisions (decision 067).
 */
import { serve } from '@gfm/server-kit/serve';
import { SERVICES_ENV, servicesSettingsFromEnv } from '@gfm/server-kit/settings';
import { operatorsPageService } from './service';

const settings = servicesSettingsFromEnv(process.env);
if (!settings.prometheusUrl) throw new Error(`The operators' page needs ${SERVICES_ENV.prometheusUrl}.`);
serve("The operators' page", settings, [
  operatorsPageService({ prometheusUrl: settings.prometheusUrl, judgeUrl: settings.judgeUrl }),
]);
