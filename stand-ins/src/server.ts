import path from 'node:path';
import { enquiryCollector } from '@gfm/collector/service';
import { operatorsPageService } from '@gfm/operators/service';
import { serve, type Service } from '@gfm/server-kit/serve';
import { servicesSettingsFromEnv } from '@gfm/server-kit/settings';
import { CONTENT_DIR, loadContent, uploadsDirsOf } from './wordpress/content';
import { wordpressRoutes } from './wordpress/routes';

/**
 * The local services of `npm start` and `npm run serve`, on one port: the
 * WordPress-shaped content service and the enquiry collector, on the
 * embedded store. `SERVICES_ROLES` chooses: the topology runs it as its
 * content service (`content`); `operators` adds the operators' page where
 * Prometheus is. Production runs the collector and the operators' page on
 * their own servers (collector/src/main.ts, operators/src/main.ts).
 */
const settings = servicesSettingsFromEnv(process.env);
const services: Service[] = [];

if (settings.roles.has('content')) {
  // The pictures WordPress's uploads stand for: the brand's and each mall's, in the checkout the content is in.
  const uploadsDirs = uploadsDirsOf(path.resolve(CONTENT_DIR, '../..'));
  const content = loadContent(settings.contentDir, uploadsDirs);
  services.push({
    routes: wordpressRoutes(content, uploadsDirs),
    description: `WordPress REST API at /wp-json (${content.posts.length} posts)`,
  });
}
if (settings.roles.has('enquiries')) services.push(await enquiryCollector(settings));
if (settings.roles.has('operators') && settings.prometheusUrl)
  services.push(operatorsPageService({ prometheusUrl: settings.prometheusUrl, judgeUrl: settings.judgeUrl }));

serve('Local services', settings, services);
