/** What other modules use of templates: the sending side loads and renders them through these. */
export {
  loadSendableTemplate,
  recipientRenderer,
  type SendableTemplate,
} from './sendable-template';
export { messageTemplatesRoutes } from './message-templates-routes';
