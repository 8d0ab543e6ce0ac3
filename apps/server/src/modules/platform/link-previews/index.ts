export { createLinkPreviews } from './link-previews';
