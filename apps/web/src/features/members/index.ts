/** Members of occasions: the members page and an occasion's member list. */
export { MembersPage } from './components/members-page';
export { OccasionMembers } from './components/occasion-members';
