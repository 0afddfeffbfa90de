/** Copy of the contact page and its form. */
import { site } from './site';

export const contactHero = {
  title: 'Get in Touch',
  subtitle: "Have a question or a project in mind? We'd love to hear from you.",
};

export const contactDetails = {
  heading: 'Contact information',
  officeLabel: 'Head Office',
  emailLabel: 'Support e-mail',
  phoneLabel: 'Phone',
  mapTitle: `Map of the ${site.brand} head office in Pune`,
  mapImage: '/media/map-pune.svg',
  mapSize: { width: 640, height: 400 },
  mapLinkLabel: 'Open in OpenStreetMap',
  // Baner, Pune: the map is a static in-house image; this link opens the live map.
  mapLink: 'https://www.openstreetmap.org/?mlat=18.5590&mlon=73.7868#map=15/18.5590/73.7868',
};

export const contactForm = {
  heading: 'Send us a message',
  fields: {
    name: 'Name',
    company: 'Company',
    phone: 'Phone',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
  },
  submit: 'SEND MESSAGE',
  sending: 'Sending...',
  success: 'Thank you! Your message has been sent. We will get back to you within one business day.',
  failure: 'Sorry, your message could not be sent. Please try again in a moment.',
  sendAnother: 'Send another message',
};

export const newsletter = {
  heading: 'Newsletter',
  text: 'Insights on AI, cloud and engineering, once a month. No spam.',
  label: 'Email address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  sending: 'Subscribing...',
  success: 'Almost there: we sent you an e-mail. Open the link in it to confirm your subscription.',
  invalid: 'Please enter a valid email address.',
  failure: 'Sorry, we could not subscribe you right now. Please try again later.',
};
