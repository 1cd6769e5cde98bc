import { Hero } from '@gfm/shared/ui/hero';
import { getImage } from '@gfm/shared/images/catalogue';
import type { PalamImage } from '../../data/types';

export interface CategoryHeroProps {
  image: PalamImage;
  alt: string;
  title: string;
  claim: string;
}

export function CategoryHero({ image, alt, title, claim }: CategoryHeroProps) {
  return <Hero image={getImage('gfmpalam', image)} alt={alt} title={title} claim={claim} />;
}
