/**
 * A one-page PDF resume with a text layer (Helvetica lines, no fonts embedded): a name, contact
 * lines, Experience, Education and a Skills section listing the given skills, a few to a line.
 * Small enough to build per run; the real parser reads it like any printed resume.
 */
import { pdfFromObjects } from '../../test/fixtures/pdf-objects';

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export function textResumePdf(person: { name: string; email: string; phone: string; skills: readonly string[] }): Buffer {
  const lines: [size: number, text: string][] = [
    [18, person.name],
    [10, `${person.email} | ${person.phone} | Pune, India`],
    [13, 'Experience'],
    [10, 'Senior Engineer, Nimbus Labs (2021 - 2026): built and ran cloud services.'],
    [13, 'Education'],
    [10, 'B.E. Computer Engineering, University of Pune, 2020'],
    [13, 'Skills'],
  ];
  for (let i = 0; i < person.skills.length; i += 6) lines.push([10, person.skills.slice(i, i + 6).join(', ')]);
  let y = 800;
  const content = lines
    .map(([size, text]) => {
      y -= size + 8;
      return `BT /F1 ${size} Tf 56 ${y} Td (${escapePdf(text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  return pdfFromObjects(objects);
}
