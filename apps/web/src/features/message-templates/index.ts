export { MessageTemplatesPage } from './components/message-templates-page';
export { TemplateMappingsPage } from './components/template-mappings-page';
