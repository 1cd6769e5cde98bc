import './image-set';
import type { RouteObject } from '@gfm/shared/router';
import { NotFoundPage } from '@gfm/shared/components/not-found-page';
import { AllBrandsPage } from './pages/all-brands/all-brands-page';
import { AutomotivePage } from './pages/automotive/automotive-page';
import { CarBrandPage } from './pages/car-brand/car-brand-page';
import { ContactUsPage } from './pages/contact-us/contact-us-page';
import { FoodAndDrinksPage } from './pages/food-and-drinks/food-and-drinks-page';
import { HomePage } from './pages/home/home-page';
import { PrivacyPolicyPage } from './pages/privacy-policy/privacy-policy-page';

/** Exposed as `gfm43/routes`: the pages of Sector 43 (spec §2), relative to /gfm43. */
export const routes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'automotive', element: <AutomotivePage /> },
  { path: 'automotive/:car', element: <CarBrandPage /> },
  { path: 'all-brands', element: <AllBrandsPage /> },
  { path: 'food-and-drinks', element: <FoodAndDrinksPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'contact-us', element: <ContactUsPage /> },
  { path: '*', element: <NotFoundPage /> },
];
