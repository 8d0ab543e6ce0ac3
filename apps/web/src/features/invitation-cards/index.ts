export { EventCardPanel } from './components/event-card-panel';
export { formatCardDate } from './lib/sample-text';
export { CardDesigner } from './components/card-designer';
