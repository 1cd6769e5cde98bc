/**
 * The operators' page as production runs it, on an internal port the front
 * never forwards to (docs/decisions/060): PROMETHEUS_URL, and JUDGE_URL for
 * the canary judge's stages and decisions (decision 067).
 */
import { serve } from '@gfm/server-kit/serve';
import { servicesSettingsFromEnv } from '@gfm/server-kit/settings';
import { settingsOrExit } from '@gfm/server-kit/settings-schema';
import { operatorsPageService } from './service';

const settings = settingsOrExit("The operators' page", () =>
  servicesSettingsFromEnv({ ...process.env, SERVICES_ROLES: 'operators' }),
);
await serve("The operators' page", settings, [
  operatorsPageService({ prometheusUrl: settings.prometheusUrl ?? '', judgeUrl: settings.judgeUrl }),
]);
