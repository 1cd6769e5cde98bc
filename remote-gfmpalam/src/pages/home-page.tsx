import { PagePlaceholder } from '@gfm/shared/components/page-placeholder';

export function HomePage() {
  return (
    <PagePlaceholder title="The Mall Of Your Dreams">
      <p>More than 200 luxury brands in Palam Vihar, Gurugram.</p>
    </PagePlaceholder>
  );
}
