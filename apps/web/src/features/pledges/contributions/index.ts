export { RecordContributionDialog } from './components/contribution-dialogs';
