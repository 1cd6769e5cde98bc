/**
 * The enquiry collector as production runs it: one per server behind the
 * front, on PostgreSQL (DATABASE_URL), the embedded store without it
 * (docs/decisions/030). The topology runs two.
 */
import { serve } from '@gfm/server-kit/serve';
import { servicesSettingsFromEnv } from '@gfm/server-kit/settings';
import { enquiryCollector } from './service';

const settings = servicesSettingsFromEnv(process.env);
serve('The enquiry collector', settings, [await enquiryCollector(settings)]);
