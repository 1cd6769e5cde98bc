import { BrandGrid } from '@gfm/shared/components/brand-grid';
import { CategoryHero } from '../../components/category-hero/category-hero';
import { ServicesCarousel } from '../../components/services-carousel/services-carousel';
import { toBrandCards } from '../../components/shop-grid/to-brand-cards';
import { shops } from '../../data/shops';

export function BeautyAndSalonPage() {
  const beauty = shops.filter((shop) => shop.tag === 'beauty');
  return (
    <>
      <CategoryHero image="hero-beauty" alt="Lipsticks, brushes and mirrors" title="Beauty & Salon" claim={`${beauty.length} salons, spas and beauty stores.`} />
      <ServicesCarousel />
      <BrandGrid brands={toBrandCards(beauty)} />
    </>
  );
}
