import { Outlet } from '@gfm/shared/router';
import { ScrollToTop } from '@gfm/shared/components/scroll-to-top';
import { useDocumentHydrated } from '@gfm/shared/hooks/use-document-hydrated';

export function ShellRoot() {
  useDocumentHydrated();
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
