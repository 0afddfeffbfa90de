// word-extractor 1.0.4 ships no types; this declares the part the resume parser uses.
declare module 'word-extractor' {
  namespace WordExtractor {
    interface TextOptions {
      filterUnicode?: boolean;
    }
    interface Document {
      getBody(options?: TextOptions): string;
      getFootnotes(options?: TextOptions): string;
      getEndnotes(options?: TextOptions): string;
      getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
      getFooters(options?: TextOptions): string;
      getAnnotations(options?: TextOptions): string;
      getTextboxes(options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
    }
  }
  class WordExtractor {
    extract(source: string | Buffer): Promise<WordExtractor.Document>;
  }
  export default WordExtractor;
}
