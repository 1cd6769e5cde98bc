import { NotFoundPage } from '@gfm/shared/features/frame';

export function NotFoundRoute() {
  return (
    <main id="main-content">
      <NotFoundPage />
    </main>
  );
}
