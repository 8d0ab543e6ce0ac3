import { API_BASE_PATH, getEventTemplateArtworkPath, type EventTemplate } from '@karamu/shared';
import { getApiOrigin } from '@/lib/http';

/** Where an `<img>` loads a design from; a new version is a new URL (cached for good). */
export function getArtworkUrl(template: Pick<EventTemplate, 'id' | 'version'>): string {
  return `${getApiOrigin()}${API_BASE_PATH}${getEventTemplateArtworkPath(template)}`;
}
