import { Outlet } from '@gfm/shared/router';
import { ScrollToTop } from '@gfm/shared/components/scroll-to-top';

export function ShellRoot() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
