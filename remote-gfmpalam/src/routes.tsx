import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@gfm/shared/components/not-found-page';
import { PagePlaceholder } from '@gfm/shared/components/page-placeholder';
import { pages } from './data/pages';
import { HomePage } from './pages/home-page';

/** Exposed as `gfmpalam/routes`: the pages of Palam Vihar, relative to /gfmpalam. */
export const routes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...pages.map((page) => ({ path: page.path, element: <PagePlaceholder title={page.title} /> })),
  { path: '*', element: <NotFoundPage /> },
];
