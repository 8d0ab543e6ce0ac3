export { ContributionsPage } from './components/contributions-page';
export { RecordContributionDialog } from './components/contribution-dialogs';
