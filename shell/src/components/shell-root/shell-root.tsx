import { Outlet } from '@gfm/shared/router';
import { ScrollToTop } from '@gfm/shared/features/frame';
import { useDocumentHydrated } from '@gfm/shared/ui/hooks/use-document-hydrated';

export function ShellRoot() {
  useDocumentHydrated();
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
