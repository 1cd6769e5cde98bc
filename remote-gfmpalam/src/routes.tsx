import './image-set';
import type { MallRoutesModule } from '@gfm/shared/contracts/remotes';

/** Exposed as `gfmpalam/routes`: the pages of Palam Vihar (spec §2), one for each id of the route table. */
export const pages: MallRoutesModule<'gfmpalam'>['pages'] = {
  home: () => import('./pages/home/home-page').then(({ HomePage }) => ({ Component: HomePage })),
  beautyAndSalon: () => import('./pages/beauty-and-salon/beauty-and-salon-page').then(({ BeautyAndSalonPage }) => ({ Component: BeautyAndSalonPage })),
  foodAndDrinks: () => import('./pages/food-and-drinks/food-and-drinks-page').then(({ FoodAndDrinksPage }) => ({ Component: FoodAndDrinksPage })),
  clothing: () => import('./pages/clothing/clothing-page').then(({ ClothingPage }) => ({ Component: ClothingPage })),
  fitness: () => import('./pages/fitness/fitness-page').then(({ FitnessPage }) => ({ Component: FitnessPage })),
  allBrands: () => import('./pages/all-brands/all-brands-page').then(({ AllBrandsPage }) => ({ Component: AllBrandsPage })),
  contactUs: () => import('./pages/contact-us/contact-us-page').then(({ ContactUsPage }) => ({ Component: ContactUsPage })),
  privacyPolicy: () => import('./pages/privacy-policy/privacy-policy-page').then(({ PrivacyPolicyPage }) => ({ Component: PrivacyPolicyPage })),
  shop: () => import('./pages/shop/shop-page').then(({ ShopPage, shopLoader, shopSitemapParams }) => ({ Component: ShopPage, loader: shopLoader, sitemapParams: shopSitemapParams })),
  planYourVisit: () => import('./pages/plan-your-visit/plan-your-visit-page').then(({ PlanYourVisitPage, planYourVisitLoader }) => ({ Component: PlanYourVisitPage, loader: planYourVisitLoader })),
  whatsOn: () => import('./pages/whats-on/whats-on-page').then(({ WhatsOnPage, whatsOnLoader }) => ({ Component: WhatsOnPage, loader: whatsOnLoader })),
};
