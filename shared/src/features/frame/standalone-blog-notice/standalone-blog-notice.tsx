import { useLocation } from '@gfm/shared/router';
import { PagePlaceholder } from '../../../ui/page-placeholder/page-placeholder';

export interface StandaloneBlogNoticeProps {
  /** Where remote-blog runs alone during development. */
  blogOrigin?: string;
}

/**
 * A mall remote running alone has no blog: the blog pages belong to
 * remote-blog. This tells the developer where to find them instead of
 * showing a 404 for a link of the mall's own navigation.
 */
export function StandaloneBlogNotice({ blogOrigin = 'http://localhost:3003' }: StandaloneBlogNoticeProps) {
  const { pathname } = useLocation();
  return (
    <PagePlaceholder title="Blog">
      <p>
        This mall is running on its own. Its blog pages come from remote-blog:{' '}
        <a href={`${blogOrigin}${pathname}`}>open this page in remote-blog</a>, or run the composed site with{' '}
        <code>npm start</code>.
      </p>
    </PagePlaceholder>
  );
}
