import type { Service } from '@gfm/server-kit/serve';
import type { ServicesSettings } from '@gfm/server-kit/settings';
import { collectorRoutes } from './collector';
import { openEnquiryStore } from './store';

/** The enquiry collector on its store (PostgreSQL with DATABASE_URL, else the embedded file), to serve. */
export async function enquiryCollector(settings: ServicesSettings): Promise<Service> {
  const store = await openEnquiryStore(settings);
  return {
    routes: collectorRoutes({
      store,
      allowedOrigins: settings.allowedOrigins,
      ratePerMinute: settings.ratePerMinute,
      trustedProxies: settings.trustedProxies,
    }),
    description: `enquiries at /api/enquiries (${await store.count()} stored in ${store.description})`,
    close: () => store.close(),
  };
}
