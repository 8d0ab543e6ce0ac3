/** What app.ts and other modules use of members: its public face. */
export { membersRoutes } from './members-routes';
export {
  getMember,
  lockMember,
  BALANCE_FILTERS,
  memberBalanceCondition,
  type BalanceFilter,
} from './members-repository';
export { mustGetMember } from './members-service';
