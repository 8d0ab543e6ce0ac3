import { EVENTS_DASHBOARD, type Requirement } from '@karamu/shared';

const templatePage = EVENTS_DASHBOARD.routes.find((route) => route.path === 'templates/:id');
if (!templatePage) throw new Error('The events dashboard table has no templates/:id route');

/**
 * Who may open `templates/:id` (read-templates and edit-template-mappings or SUPER_ADMIN),
 * as the shared route table says: links to it are shown only to them.
 */
export const TEMPLATE_PAGE_REQUIREMENT: Requirement = templatePage.requirement;
