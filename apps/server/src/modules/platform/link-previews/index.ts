export { createLinkPreviews, type LinkPreviews } from './link-previews';
export { withHeadTags } from './head-tags';
