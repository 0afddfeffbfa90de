export interface ContactFields {
  name?: string;
  email?: string;
  /** Normalised, e.g. "+91 98765 43210". */
  phone?: string;
  /** Where the candidate lives, from the address ("Bengaluru"). */
  city?: string;
  /** https URLs. */
  linkedin?: string;
  github?: string;
  portfolio?: string;
}

export interface ResumeSections {
  experience: string;
  education: string;
  skills: string;
}

export interface ParsedResume extends ContactFields, ResumeSections {
  source: 'builtin' | 'gemini';
  /** The text was read by OCR from a scanned PDF: the fields should be checked by a person. */
  fromScan?: boolean;
}

/** One line of extracted text, in reading order. */
export interface TextLine {
  text: string;
  /** Largest font size on the line, in points (PDF only). */
  fontSize?: number;
  /** 1-based page number (PDF only). */
  page?: number;
  /** Read by OCR from a page without a text layer. */
  ocr?: boolean;
}
