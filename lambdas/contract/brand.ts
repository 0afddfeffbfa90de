/** The brand name, shared by the web's content module and the mail the back end sends. */
export const BRAND_NAME = 'Nimbus Crest';
