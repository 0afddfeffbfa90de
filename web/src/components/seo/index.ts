export { Seo, type SeoProps } from './Seo';
export { HeadContext, type HeadCollector, type HeadTags } from './HeadContext';
export { headTagsToHtml, applyHeadTags } from './headTags';
