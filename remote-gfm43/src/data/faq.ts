import type { FaqItem } from '@gfm/shared/ui/faq';
import { mallDetails, MALL_OPENING_HOURS } from '@gfm/shared/data/site';

/** requirements §2/§9: five entries; the mall is open daily 10:00 AM to 10:00 PM; the contact address. */
export const faqItems = [
  {
    id: 'hours',
    question: 'What are the opening hours of the mall?',
    answer: `The mall is open daily from ${MALL_OPENING_HOURS}, including public holidays. Some restaurants stay open later.`,
  },
  {
    id: 'parking',
    question: 'Is there parking at the mall?',
    answer:
      'Yes. The basement has more than 1,200 parking spaces, with valet parking at the main entrance and charging points for electric cars.',
  },
  {
    id: 'membership',
    question: 'How do I become a member of the pickleball club?',
    answer: 'Use the Become a Member button at the top of the page to see the plans and book a court on the rooftop.',
  },
  {
    id: 'events',
    question: 'Can I host a birthday or corporate event at the mall?',
    answer:
      'Yes. The atrium and the rooftop can be booked for celebrations and events. Send us an enquiry from the contact page with your date and guest count.',
  },
  {
    id: 'contact',
    question: 'How can I contact the mall management?',
    answer: `Write to ${mallDetails.gfm43.email}, call ${mallDetails.gfm43.phone}, or send an enquiry from the contact page.`,
  },
] as const satisfies readonly FaqItem[];
