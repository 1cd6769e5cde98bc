import './image-set';
import type { MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { AllBrandsPage } from './pages/all-brands/all-brands-page';
import { AutomotivePage } from './pages/automotive/automotive-page';
import { CarBrandPage, carBrandLoader, carBrandSitemapParams } from './pages/car-brand/car-brand-page';
import { ContactUsPage } from './pages/contact-us/contact-us-page';
import { FoodAndDrinksPage } from './pages/food-and-drinks/food-and-drinks-page';
import { HomePage } from './pages/home/home-page';
import { BrandPage, brandLoader, brandSitemapParams } from './pages/brand/brand-page';
import { PlanYourVisitPage } from './pages/plan-your-visit/plan-your-visit-page';
import { WhatsOnPage, whatsOnLoader } from './pages/whats-on/whats-on-page';
import { renderedTodayLoader } from '@gfm/shared/dated/whats-on-loader';
import { PrivacyPolicyPage } from './pages/privacy-policy/privacy-policy-page';

/** Exposed as `gfm43/routes`: the pages of Sector 43 (spec §2), one for each id of the route table. */
export const pages: MallRoutesModule<'gfm43'>['pages'] = {
  home: { Component: HomePage },
  automotive: { Component: AutomotivePage },
  carBrand: { Component: CarBrandPage, loader: carBrandLoader, sitemapParams: carBrandSitemapParams },
  allBrands: { Component: AllBrandsPage },
  foodAndDrinks: { Component: FoodAndDrinksPage },
  privacyPolicy: { Component: PrivacyPolicyPage },
  contactUs: { Component: ContactUsPage },
  brand: { Component: BrandPage, loader: brandLoader, sitemapParams: brandSitemapParams },
  planYourVisit: { Component: PlanYourVisitPage, loader: renderedTodayLoader },
  whatsOn: { Component: WhatsOnPage, loader: whatsOnLoader },
};
