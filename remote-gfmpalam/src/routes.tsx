import './image-set';
import type { MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { AllBrandsPage } from './pages/all-brands/all-brands-page';
import { BeautyAndSalonPage } from './pages/beauty-and-salon/beauty-and-salon-page';
import { ClothingPage } from './pages/clothing/clothing-page';
import { ContactUsPage } from './pages/contact-us/contact-us-page';
import { FitnessPage } from './pages/fitness/fitness-page';
import { FoodAndDrinksPage } from './pages/food-and-drinks/food-and-drinks-page';
import { HomePage } from './pages/home/home-page';
import { ShopPage, shopLoader, shopSitemapParams } from './pages/shop/shop-page';
import { PlanYourVisitPage } from './pages/plan-your-visit/plan-your-visit-page';
import { WhatsOnPage, whatsOnLoader } from './pages/whats-on/whats-on-page';
import { renderedTodayLoader } from '@gfm/shared/dated/whats-on-loader';
import { PrivacyPolicyPage } from './pages/privacy-policy/privacy-policy-page';

/** Exposed as `gfmpalam/routes`: the pages of Palam Vihar (spec §2), one for each id of the route table. */
export const pages: MallRoutesModule<'gfmpalam'>['pages'] = {
  home: { Component: HomePage },
  beautyAndSalon: { Component: BeautyAndSalonPage },
  foodAndDrinks: { Component: FoodAndDrinksPage },
  clothing: { Component: ClothingPage },
  fitness: { Component: FitnessPage },
  allBrands: { Component: AllBrandsPage },
  contactUs: { Component: ContactUsPage },
  privacyPolicy: { Component: PrivacyPolicyPage },
  shop: { Component: ShopPage, loader: shopLoader, sitemapParams: shopSitemapParams },
  planYourVisit: { Component: PlanYourVisitPage, loader: renderedTodayLoader },
  whatsOn: { Component: WhatsOnPage, loader: whatsOnLoader },
};
