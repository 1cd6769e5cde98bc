import type { FaqItem } from '@gfm/shared/ui/faq';
import { mallDetails, MALL_OPENING_HOURS } from '@gfm/shared/data/site';

/** requirements §2/§9: five entries, the daily hours and the contact address. */
export const faqItems = [
  {
    id: 'hours',
    question: 'What are the opening hours of the mall?',
    answer: `The mall is open daily from ${MALL_OPENING_HOURS}, including public holidays.`,
  },
  {
    id: 'parking',
    question: 'Is parking available?',
    answer: 'Yes. The mall has two basement levels of parking and free parking for the first two hours on weekdays.',
  },
  {
    id: 'salon',
    question: 'Do I need an appointment for the salons?',
    answer:
      'Walk-ins are welcome, but we recommend booking weekend appointments. Each salon’s phone number is on the Beauty page.',
  },
  {
    id: 'kids',
    question: 'Is the mall good for families with children?',
    answer:
      'Yes. There is a kids play area on the third floor, baby-care rooms on every floor, and strollers at the customer desk.',
  },
  {
    id: 'contact',
    question: 'How can I contact the mall management?',
    answer: `Write to ${mallDetails.gfmpalam.email}, call ${mallDetails.gfmpalam.phone}, or send an enquiry from the contact page.`,
  },
] as const satisfies readonly FaqItem[];
