// @ts-check
import { createConfig } from '@gfm/webpack-config/create-config';
import { configFromEnv } from '@gfm/shared/config/environment';
import { SEARCH_INDEX_API } from '@gfm/shared/routing/load-context';
import { createSearchIndex, fetchText } from '@gfm/shell/server/mall-search-entries';
import { federation } from './federation.config.mjs';

export default createConfig({
  appName: 'shell',
  appDir: import.meta.dirname,
  federation,
  title: 'Global Foyer Mall | Gurugram',
  // The site's search entries, as the shell's production server answers them (from each mall remote's search-index.json).
  devRoutes(app) {
    const entriesFor = createSearchIndex(fetchText);
    app.get(SEARCH_INDEX_API, (_request, response, next) => {
      const { remotes } = configFromEnv(process.env);
      entriesFor({ gfm43: { entry: remotes.gfm43 }, gfmpalam: { entry: remotes.gfmpalam } })
        .then((entries) =>
          response.set('Cache-Control', 'no-cache').type('application/json').send(JSON.stringify(entries)),
        )
        .catch(next);
    });
  },
});
