/**
 * Where a design's artwork is served. A module without schemas: the public gallery draws
 * artwork, and importing this must not bring zod into its chunks (decision 0020).
 */

/**
 * The artwork's path under the API base. The version makes each change a new URL, so the
 * image can be cached for good.
 */
export const getEventTemplateArtworkPath = (template: { id: string; version: number }) =>
  `/event-templates/${template.id}/artwork?v=${template.version}`;
