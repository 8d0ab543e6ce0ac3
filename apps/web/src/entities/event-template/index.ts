export { useEventTemplate } from './api/get-event-template';
export { getArtworkUrl } from './lib/artwork-url';
export { TemplatePicker } from './components/template-picker';
export {
  EVENT_TEMPLATES_ENDPOINT,
  eventTemplateKeys,
  galleryQueryOptions,
  galleryRequest,
  type GalleryParams,
  useGalleryTemplates,
} from './api/get-event-templates';
export { TemplateCard } from './components/template-card';
export { TemplateFilters } from './components/template-filters';
export { TemplateGrid } from './components/template-grid';
export { ARTWORK_ACCEPT, checkArtworkFile, readArtworkFile } from './lib/read-artwork-file';
