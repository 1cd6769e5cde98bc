import './image-set';
import type { MallRoutesModule } from '@gfm/shared/contracts/remotes';

/** Exposed as `gfm43/routes`: the pages of Sector 43 (spec §2), one for each id of the route table. */
export const pages: MallRoutesModule<'gfm43'>['pages'] = {
  home: () => import('./pages/home/home-page').then(({ HomePage }) => ({ Component: HomePage })),
  automotive: () => import('./pages/automotive/automotive-page').then(({ AutomotivePage }) => ({ Component: AutomotivePage })),
  carBrand: () => import('./pages/car-brand/car-brand-page').then(({ CarBrandPage, carBrandLoader, carBrandSitemapParams }) => ({ Component: CarBrandPage, loader: carBrandLoader, sitemapParams: carBrandSitemapParams })),
  allBrands: () => import('./pages/all-brands/all-brands-page').then(({ AllBrandsPage }) => ({ Component: AllBrandsPage })),
  foodAndDrinks: () => import('./pages/food-and-drinks/food-and-drinks-page').then(({ FoodAndDrinksPage }) => ({ Component: FoodAndDrinksPage })),
  privacyPolicy: () => import('./pages/privacy-policy/privacy-policy-page').then(({ PrivacyPolicyPage }) => ({ Component: PrivacyPolicyPage })),
  contactUs: () => import('./pages/contact-us/contact-us-page').then(({ ContactUsPage }) => ({ Component: ContactUsPage })),
  brand: () => import('./pages/brand/brand-page').then(({ BrandPage, brandLoader, brandSitemapParams }) => ({ Component: BrandPage, loader: brandLoader, sitemapParams: brandSitemapParams })),
  planYourVisit: () => import('./pages/plan-your-visit/plan-your-visit-page').then(({ PlanYourVisitPage, planYourVisitLoader }) => ({ Component: PlanYourVisitPage, loader: planYourVisitLoader })),
  whatsOn: () => import('./pages/whats-on/whats-on-page').then(({ WhatsOnPage, whatsOnLoader }) => ({ Component: WhatsOnPage, loader: whatsOnLoader })),
};
