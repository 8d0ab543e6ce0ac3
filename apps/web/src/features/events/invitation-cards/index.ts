export { EventCardPanel } from './components/event-card-panel';
export { CardDesigner } from './components/card-designer';
