/** What app.ts and other modules use of occasions: its public face. */
export { occasionsRoutes } from './occasions-routes';
export { occasionIdInScope } from './occasion-scope';
export { findOccasion, type OccasionLock } from './occasions-repository';
export { mustFindOccasion } from './occasions-service';
export { refuseIfContributionsHeld } from './contributions-held';
