/** The blog list's slider (requirements §2 `/{mall}/blogs`): pictures of the brand's own set. */
export const slides = [
  { image: 'blog-slide-1', alt: 'Confetti and party hats for the season of celebrations' },
  { image: 'blog-slide-2', alt: 'A plate from the food court' },
  { image: 'blog-slide-3', alt: 'A screen for movie night' },
] as const;

export const SLIDES_SIZES = '(min-width: 1312px) 1280px, 100vw';
