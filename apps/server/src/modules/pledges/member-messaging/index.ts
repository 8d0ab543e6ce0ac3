/** The pledges side's audience provider, registered with messaging in app.ts. */
export { occasionMembersAudience } from './occasion-members-audience';
