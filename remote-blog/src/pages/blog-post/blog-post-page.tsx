import { useParams } from 'react-router-dom';
import type { BlogPageProps } from '@gfm/shared/contracts/remotes';
import { PagePlaceholder } from '@gfm/shared/components/page-placeholder';
import { getMall } from '@gfm/shared/data/malls';

/** Exposed as `blog/blog-post`: `/{mall}/blog/{slug}`. */
export default function BlogPostPage({ mallId }: BlogPageProps) {
  const { slug = '' } = useParams();
  return (
    <PagePlaceholder title={slug.replace(/-/g, ' ')}>
      <p>A story from {getMall(mallId).name}.</p>
    </PagePlaceholder>
  );
}
