/**
 * Brand, contact details and social links: rebrand the whole site here.
 * (The marketing copy of each page lives beside it in content/, keyed by this brand.)
 */
import { BRAND_NAME } from '../../../lambdas/contract/brand';

export const site = {
  brand: BRAND_NAME,
  legalName: 'Nimbus Crest Technologies Pvt. Ltd.',
  tagline: 'Pioneering intelligence, driving innovation through AI.',
  url: 'https://www.nimbuscrest.example',
  email: 'support@nimbuscrest.example',
  phone: '+91 20 4567 8900',
  phoneHref: 'tel:+912045678900',
  address: {
    line1: 'Nimbus Crest Technologies, 5th Floor, Tower B, Panchshil Business Park',
    line2: 'Baner Road, Pune, Maharashtra 411045, India',
    city: 'Pune',
    region: 'Maharashtra',
    postalCode: '411045',
    country: 'IN',
  },
  social: {
    facebook: 'https://www.facebook.com/nimbuscrest',
    instagram: 'https://www.instagram.com/nimbuscrest',
    linkedin: 'https://www.linkedin.com/company/nimbuscrest',
  },
} as const;
