import type { BlogPageProps } from '@gfm/shared/contracts/remotes';
import { PagePlaceholder } from '@gfm/shared/components/page-placeholder';
import { BRAND_NAME, getMall } from '@gfm/shared/data/malls';

/** Exposed as `blog/blog-list`: `/{mall}/blogs`. */
export default function BlogListPage({ mallId }: BlogPageProps) {
  return (
    <PagePlaceholder title={`Trending at ${BRAND_NAME}`}>
      <p>Stories, events and offers from {getMall(mallId).name}.</p>
    </PagePlaceholder>
  );
}
