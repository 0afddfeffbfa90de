/** Copy of the privacy, terms and cookie pages. */
import { site } from './site';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalPageCopy {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const UPDATED = 'Last updated: November 23, 2026';

export const privacyPolicy: LegalPageCopy = {
  title: 'Privacy Policy',
  updated: UPDATED,
  intro: `This policy explains what personal data ${site.legalName} ("${site.brand}", "we") collects through this website, why we collect it and the choices you have.`,
  sections: [
    {
      heading: 'Data we collect',
      paragraphs: [
        'Contact form: your name, company, phone number, e-mail address, subject and message.',
        'Newsletter: your e-mail address and the date you subscribed.',
        'Job applications: your name, e-mail address, phone number, the resume you upload and the details we extract from it to assess your application.',
        'We do not use advertising trackers and we do not sell personal data.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your data only to answer your enquiry, send the newsletter you asked for, assess your job application and keep our website secure. The legal bases are your consent, steps taken at your request before entering a contract, and our legitimate interest in running a secure service.',
      ],
    },
    {
      heading: 'Job applications: consent and what happens next',
      paragraphs: [
        'When you apply, we ask you to agree to this notice. We record that you agreed, the version of this notice you agreed to and when. Without that agreement we cannot accept the application.',
        'We send you one e-mail confirming that we received your application, naming the job. Our hiring team is told that you applied. They may add notes and ratings while they consider you, and we keep a record of each step your application goes through. If we decide not to go ahead, we may tell you so by e-mail.',
        'If you applied more than once with the same e-mail address or phone number, our team sees your applications side by side.',
      ],
    },
    {
      heading: 'Storage and retention',
      paragraphs: [
        'Data is stored in encrypted cloud storage in the region we operate in. Contact messages are kept for up to two years, and newsletter subscriptions until you unsubscribe.',
        'Job applications are erased automatically one year (365 days) after their last change: the application, your resume (every stored copy of it), notes, ratings and its history. This happens by itself every day; nobody has to remember to do it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask for a copy of your data, its correction or deletion, or object to its use, by writing to ${site.email}. You may also complain to your data protection authority.`,
        'For a job application, a copy means everything we hold about it: the details you gave, what we extracted from your resume, its stage and history, notes and ratings, and your resume itself. Deletion on request removes all of it at once, including every copy of your resume; we keep only a note that an application was erased, by whom and when, without your name or contact details.',
        'These rights apply under the Digital Personal Data Protection Act, 2023 (India) and, for candidates in the European Union, the General Data Protection Regulation.',
      ],
    },
  ],
};

export const termsOfService: LegalPageCopy = {
  title: 'Terms of Service',
  updated: UPDATED,
  intro: `These terms apply to your use of the ${site.brand} website. By using the site you accept them.`,
  sections: [
    {
      heading: 'Use of the website',
      paragraphs: [
        'You may browse the site, read its content and use its forms for their intended purpose. You must not attempt to disrupt the service, access areas you are not authorized to use, or submit unlawful, misleading or harmful content.',
      ],
    },
    {
      heading: 'Content and intellectual property',
      paragraphs: [
        `Text, images, videos and logos on this site belong to ${site.legalName} or its licensors. You may share links to our pages; any other reuse needs our written permission.`,
      ],
    },
    {
      heading: 'No professional advice',
      paragraphs: [
        'Articles and descriptions on the site are general information. They are not professional advice for your specific situation; a project is governed by its own written agreement.',
      ],
    },
    {
      heading: 'Liability and changes',
      paragraphs: [
        'We work to keep the site accurate and available but cannot guarantee it is free of errors or interruptions. We may update these terms; the date above shows the latest version.',
        `These terms are governed by the laws of India, and the courts of ${site.address.city} have jurisdiction.`,
      ],
    },
  ],
};

export const cookiePolicy: LegalPageCopy = {
  title: 'Cookie Policy',
  updated: UPDATED,
  intro: `This policy explains which cookies and similar browser storage the ${site.brand} website uses.`,
  sections: [
    {
      heading: 'Public pages',
      paragraphs: [
        'Our public pages set no cookies and load no third-party scripts, fonts or trackers. All media is served from our own website.',
      ],
    },
    {
      heading: 'Staff sign-in',
      paragraphs: [
        'When a staff member signs in to the admin area, the browser stores the session tokens needed to keep them signed in. These are strictly necessary and are removed when they sign out.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can clear cookies and site data at any time in your browser settings. Doing so signs staff members out but does not affect the public pages.',
      ],
    },
  ],
};
