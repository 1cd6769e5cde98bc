import './image-set';
import type { RouteObject } from '@gfm/shared/router';
import { NotFoundPage } from '@gfm/shared/components/not-found-page';
import { AllBrandsPage } from './pages/all-brands/all-brands-page';
import { BeautyAndSalonPage } from './pages/beauty-and-salon/beauty-and-salon-page';
import { ClothingPage } from './pages/clothing/clothing-page';
import { ContactUsPage } from './pages/contact-us/contact-us-page';
import { FitnessPage } from './pages/fitness/fitness-page';
import { FoodAndDrinksPage } from './pages/food-and-drinks/food-and-drinks-page';
import { HomePage } from './pages/home/home-page';
import { PrivacyPolicyPage } from './pages/privacy-policy/privacy-policy-page';

/** Exposed as `gfmpalam/routes`: the pages of Palam Vihar (spec §2), relative to /gfmpalam. */
export const routes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'beauty-and-salon', element: <BeautyAndSalonPage /> },
  { path: 'food-and-drinks', element: <FoodAndDrinksPage /> },
  { path: 'clothing', element: <ClothingPage /> },
  { path: 'fitness', element: <FitnessPage /> },
  { path: 'all-brands', element: <AllBrandsPage /> },
  { path: 'contact-us', element: <ContactUsPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '*', element: <NotFoundPage /> },
];
