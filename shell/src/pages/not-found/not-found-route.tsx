import { NotFoundPage } from '@gfm/shared/components/not-found-page';

export function NotFoundRoute() {
  return (
    <main id="main-content">
      <NotFoundPage />
    </main>
  );
}
