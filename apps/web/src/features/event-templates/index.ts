export { EventTemplatesPage } from './components/event-templates-page';
export { EventTemplatesDashboardPage } from './components/event-templates-dashboard';
export { TemplatePicker, type TemplatePickerProps } from './components/template-picker';
export { TemplateCard } from './components/template-card';
export { useEventTemplate } from './api/get-event-template';
export {
  eventTemplateKeys,
  galleryQueryOptions,
  galleryRequest,
  type GalleryParams,
} from './api/get-event-templates';
export { getArtworkUrl } from './lib/artwork-url';
export { ARTWORK_ACCEPT, checkArtworkFile, readArtworkFile } from './lib/read-artwork-file';
