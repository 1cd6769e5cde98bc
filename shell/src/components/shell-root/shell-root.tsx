import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '@gfm/shared/components/scroll-to-top';

export function ShellRoot() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
