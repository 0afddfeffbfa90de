export interface ContactFields {
  name?: string;
  email?: string;
  /** Normalised, e.g. "+91 98765 43210". */
  phone?: string;
}

export interface ResumeSections {
  experience: string;
  education: string;
  skills: string;
}

export interface ParsedResume extends ContactFields, ResumeSections {
  source: 'builtin' | 'gemini';
}

/** One line of extracted text, in reading order. */
export interface TextLine {
  text: string;
  /** Largest font size on the line, in points (PDF only). */
  fontSize?: number;
  /** 1-based page number (PDF only). */
  page?: number;
}
