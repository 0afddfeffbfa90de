/**
 * The applicant as staff read them, shared by the list's details and the application page:
 * contact details (e-mail, phone, city, links, scan note, consent) and the sections read from the resume.
 */
import { Fragment } from 'react';
import type { Application } from '../../../../../lambdas/contract/schemas';
import { formatDateTime } from '../../../lib/formatDate';

type Applicant = Pick<
  Application,
  'email' | 'phone' | 'city' | 'linkedin' | 'github' | 'portfolio' | 'resumeFromScan' | 'consent'
>;

export function ApplicantContact({ application: a }: { application: Applicant }) {
  const links = [
    ['LinkedIn', a.linkedin],
    ['GitHub', a.github],
    ['Portfolio', a.portfolio],
  ] as const;
  return (
    <dl className="application-contact">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${a.email}`}>{a.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
      </dd>
      {a.city && (
        <>
          <dt>City</dt>
          <dd>{a.city}</dd>
        </>
      )}
      {links.map(
        ([label, href]) =>
          href?.startsWith('https://') && (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {href.replace(/^https:\/\//, '')}
                </a>
              </dd>
            </Fragment>
          ),
      )}
      {a.resumeFromScan && (
        <>
          <dt>Resume</dt>
          <dd>Scanned; details were read by OCR</dd>
        </>
      )}
      {a.consent && (
        <>
          <dt>Consent</dt>
          <dd>
            Privacy notice {a.consent.noticeVersion}, {formatDateTime(a.consent.at)}
          </dd>
        </>
      )}
    </dl>
  );
}

/** Experience, education and skills as extracted from the resume. */
export function ResumeSections({ application: a }: { application: Pick<Application, 'experience' | 'education' | 'skills'> }) {
  return (
    <div className="application-details">
      <SectionText title="Experience" text={a.experience} />
      <SectionText title="Education" text={a.education} />
      <SectionText title="Skills" text={a.skills} />
    </div>
  );
}

function SectionText({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h3>{title}</h3>
      <pre>{text.trim() || 'Not provided.'}</pre>
    </div>
  );
}
