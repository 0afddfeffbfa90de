import { postRequestSchema } from '../../../lambdas/contract/schemas';
import { normaliseTagLabel, tagSlug, uniqueTags } from '../../../lambdas/contract/tags';
import { tagPath } from '../../../lambdas/contract/site-routes';

const fields = { title: 'Cost guide', author: 'Asha', content: 'Body text.' };
const tagsOf = (tags: unknown) => postRequestSchema.parse({ ...fields, tags }).tags;
const problemOf = (tags: unknown) =>
  postRequestSchema.safeParse({ ...fields, tags }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('tag normalisation', () => {
  it('makes one label and one slug of spacing, case, accents, symbols and a leading #', () => {
    expect(normaliseTagLabel('  #AWS   Lambda \n')).toBe('AWS Lambda');
    expect(tagSlug('AWS Lambda')).toBe('aws-lambda');
    expect(tagSlug('Café & Crème')).toBe('cafe-and-creme');
    expect(tagSlug('C++')).toBe('c-plus-plus');
    expect(tagSlug('Gen-AI / LLMs!')).toBe('gen-ai-llms');
    expect(tagSlug('日本')).toBe('');
    expect(tagPath('aws-lambda')).toBe('/blog/tag/aws-lambda');
    expect(tagPath('aws-lambda', 2)).toBe('/blog/tag/aws-lambda/page/2');
  });

  it('keeps the first label of each slug, in the order given', () => {
    expect(uniqueTags(['AWS', 'serverless', 'aws', ' Serverless ', 'Cost'])).toEqual(['AWS', 'serverless', 'Cost']);
  });
});

describe('post tags in requests', () => {
  it('accepts an array or the editor comma-separated text, none when omitted or empty', () => {
    expect(tagsOf(undefined)).toEqual([]);
    expect(tagsOf('')).toEqual([]);
    expect(tagsOf(null)).toEqual([]);
    expect(tagsOf('AWS, serverless ,, #AWS Lambda, aws')).toEqual(['AWS', 'serverless', 'AWS Lambda']);
    expect(tagsOf(['FinOps', 'finops', 'Cost'])).toEqual(['FinOps', 'Cost']);
  });

  it('refuses too many, too long, symbol-only and malformed tags with one message on the field', () => {
    expect(problemOf(Array.from({ length: 9 }, (_, i) => `tag ${i}`))).toEqual([['tags', 'A post may have at most 8 tags.']]);
    // Nine labels that are the same tag are one tag.
    expect(tagsOf(Array.from({ length: 9 }, () => 'AWS'))).toEqual(['AWS']);
    expect(problemOf(['x'.repeat(33)])).toEqual([['tags', `Tag "${'x'.repeat(33)}" must be at most 32 characters.`]]);
    expect(problemOf('日本')).toEqual([['tags', 'Tag "日本" needs at least one letter or digit (a-z, 0-9).']]);
    expect(problemOf(['ok', 'bad\u0000tag'])).toEqual([['tags', 'A tag contains an invalid character.']]);
    expect(problemOf(5)).toEqual([['tags', 'Tags must be a list of labels.']]);
    expect(problemOf([1])).toEqual([['tags', 'Each tag must be text.']]);
    // Hostile: a huge list is refused without normalising every entry.
    expect(problemOf(Array.from({ length: 10_000 }, (_, i) => `t${i}`))).toEqual([['tags', 'A post may have at most 8 tags.']]);
  });
});
