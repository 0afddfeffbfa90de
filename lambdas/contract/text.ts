/**
 * Text hygiene shared by every request field and path parameter: what counts as an invalid
 * character and what counts as "empty". Zod-free, so the gateway and the web can use it too.
 */

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 control characters and DEL: refused everywhere in single-line text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, except line feed, carriage return and tab, which long text (a message, a description) may hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER_IN_LONG_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Characters that render as nothing: a field made only of these (and whitespace) is empty. */
export const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/gu;

export const isBlank = (value: string) => value.replace(INVISIBLE, '') === '';

/** Longest path parameter (an id) the API accepts; longer ones are answered 404 without a lookup. */
export const MAX_PATH_ID_LENGTH = 128;

/** A path id the API will look up: non-empty, bounded, no control characters, well-formed UTF-16. */
export const isValidPathId = (id: string) =>
  id.length > 0 && id.length <= MAX_PATH_ID_LENGTH && !CONTROL_CHARACTER.test(id) && !LONE_SURROGATE.test(id);
