import type { PalamImage } from './types';

type Picture = { image: PalamImage; alt: string };

/** requirements §2/§9: Palam home shows 21 partner logos. */
export const partners = [
  { name: 'Marigold', image: 'partner-marigold' },
  { name: 'Northwind', image: 'partner-northwind' },
  { name: 'Orchid Row', image: 'partner-orchid-row' },
  { name: 'Peacock Lane', image: 'partner-peacock-lane' },
  { name: 'Quill', image: 'partner-quill' },
  { name: 'Riverstone', image: 'partner-riverstone' },
  { name: 'Saffron Sky', image: 'partner-saffron-sky' },
  { name: 'Teal House', image: 'partner-teal-house' },
  { name: 'Umber', image: 'partner-umber' },
  { name: 'Vermilion', image: 'partner-vermilion' },
  { name: 'Willow', image: 'partner-willow' },
  { name: 'Xenia', image: 'partner-xenia' },
  { name: 'Yarn & Co', image: 'partner-yarn-and-co' },
  { name: 'Zephyr', image: 'partner-zephyr' },
  { name: 'Amber Arc', image: 'partner-amber-arc' },
  { name: 'Bluebell', image: 'partner-bluebell' },
  { name: 'Coral Bay', image: 'partner-coral-bay' },
  { name: 'Dhoop', image: 'partner-dhoop' },
  { name: 'Ember', image: 'partner-ember' },
  { name: 'Fern & Fig', image: 'partner-fern-and-fig' },
  { name: 'Gulmohar', image: 'partner-gulmohar' },
] as const satisfies readonly { name: string; image: PalamImage }[];

export const offers = [
  { image: 'offer-1', alt: 'Mega sale: up to 60% off fashion' },
  { image: 'offer-2', alt: 'Weekend treats: family meal combos' },
  { image: 'offer-3', alt: 'Glow up: 25% off salon services' },
  { image: 'offer-4', alt: 'Gift cards for the festive season' },
  { image: 'offer-5', alt: 'Kids fun: a free play hour with your shopping' },
] as const satisfies readonly Picture[];

/** requirements §2: the personalised-services carousel. */
export const services = [
  {
    title: 'Hair Art',
    image: 'service-hair-art',
    alt: 'Hair styling tools',
    body: 'Cuts, colour and styling by award-winning stylists.',
  },
  {
    title: 'Makeup',
    image: 'service-makeup',
    alt: 'Lipstick and a compact mirror',
    body: 'Party, bridal and everyday looks, with trials.',
  },
  {
    title: "Men's Grooming",
    image: 'service-mens-grooming',
    alt: 'A barber’s grooming kit',
    body: 'Beard sculpting, hot-towel shaves and haircuts.',
  },
  {
    title: 'Pedicure & Manicure',
    image: 'service-pedicure-and-manicure',
    alt: 'Nail polish bottles',
    body: 'Spa pedicures, gel nails and nail art.',
  },
] as const satisfies readonly (Picture & { title: string; body: string })[];

export const foodCarousel = [
  { image: 'food-carousel-1', alt: 'A colourful platter from the food court' },
  { image: 'food-carousel-2', alt: 'A bowl of curry with rice' },
  { image: 'food-carousel-3', alt: 'A plate of fresh salad' },
  { image: 'food-carousel-4', alt: 'A dessert plate' },
] as const satisfies readonly Picture[];

export const clothingOffers = [
  { image: 'clothing-offer-1', alt: 'New season: fresh arrivals every week' },
  { image: 'clothing-offer-2', alt: 'Ethnic edit: festive wear from 12 labels' },
  { image: 'clothing-offer-3', alt: 'Denim days: any two jeans for ₹2,999' },
] as const satisfies readonly Picture[];

/** requirements §3: the newsletter slider holds 9 images for Palam Vihar. */
export const newsletterImages = [
  { image: 'newsletter-1', alt: 'A new beauty counter' },
  { image: 'newsletter-2', alt: 'Gift boxes for the festive season' },
  { image: 'newsletter-3', alt: 'A shared meal at the food court' },
  { image: 'newsletter-4', alt: 'A fitness class in the studio' },
  { image: 'newsletter-5', alt: 'New clothes on the rails' },
  { image: 'newsletter-6', alt: 'Lunch with the family' },
  { image: 'newsletter-7', alt: 'A makeover at the salon' },
  { image: 'newsletter-8', alt: 'Presents for friends' },
  { image: 'newsletter-9', alt: 'Dinner under the lights' },
] as const satisfies readonly Picture[];
