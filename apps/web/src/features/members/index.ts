/**
 * Members of occasions, and what the pledges area shares: the area's query root (every
 * write there invalidates it), occasion and member choices, amount reading and display,
 * and the occasion paths. Occasions and contributions build on this feature.
 */
export { MembersPage } from './components/members-page';
export { OccasionMembers } from './components/occasion-members';
export { Money } from './components/money';
export { AmountInput } from './components/amount-input';
export { pledgeKeys } from './api/pledge-keys';
export { useOccasionChoices } from './api/get-occasion-choices';
export { useAllMemberChoices, useMemberChoices, type MemberChoice } from './api/get-member-choices';
export { amountTextSchema, readAmountText, toAmountText } from './lib/amount-text';
export { occasionPath, occasionsPath, sendRemindersPath } from './lib/pledge-paths';
