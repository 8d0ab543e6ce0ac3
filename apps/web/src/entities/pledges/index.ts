/**
 * What the pledges area (occasions, members, contributions) shares: the area's query root
 * (every write there invalidates it), occasion and member choices, amount reading and
 * display, and the occasion paths.
 */
export {
  occasionsPath,
  sendRemindersPath,
  occasionPath,
  occasionImportPath,
} from './lib/pledge-paths';
export { pledgeKeys } from './api/pledge-keys';
export { Money } from './components/money';
export { useMemberChoices, type MemberChoice, useAllMemberChoices } from './api/get-member-choices';
export { useOccasionChoices } from './api/get-occasion-choices';
export { amountTextSchema, toAmountText, readAmountText } from '@/lib/amount-text';
export {
  occasionMembersEndpoint,
  MEMBERS_ENDPOINT,
  getMember,
  memberKeys,
} from './api/get-members';
