/** Members of occasions: the members page, an occasion's member list, and their import. */
export { MembersPage } from './components/members-page';
export { OccasionMembers } from './components/occasion-members';
export { MembersImport } from './components/members-import';
