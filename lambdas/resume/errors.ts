export type ResumeErrorCode =
  | 'unsupported' // not a PDF, DOC or DOCX by content
  | 'too-large' // over 5 MB or too many pages
  | 'no-text' // nothing readable (a scanned PDF without a text layer)
  | 'encrypted' // password-protected
  | 'corrupt' // unreadable file
  | 'timeout' // extraction ran past its time limit (the worker was terminated)
  | 'unsafe'; // a bound tripped: inflation past the budget, the worker's memory ceiling

export class ResumeError extends Error {
  constructor(
    readonly code: ResumeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ResumeError';
  }
}
