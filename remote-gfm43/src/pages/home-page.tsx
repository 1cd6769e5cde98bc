import { PagePlaceholder } from '@gfm/shared/components/page-placeholder';

export function HomePage() {
  return (
    <PagePlaceholder title="The Global Mall of All Your Needs">
      <p>More than 200 luxury brands under one roof in Sector 43, Gurugram.</p>
    </PagePlaceholder>
  );
}
