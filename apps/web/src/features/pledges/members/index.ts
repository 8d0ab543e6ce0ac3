/** Members of occasions: an occasion's member list and their import (the members page is a route's). */
export { OccasionMembers } from './components/occasion-members';
export { MembersImport } from './components/members-import';
