/**
 * The one gate for every outbound cost (decision 0059): what may go out at someone else's
 * expense or onto someone else's phone, checked in the database before it is sent.
 */
export {
  admitMobileMoneyPrompt,
  assertPromptAmount,
  DEFAULT_PROMPTS_PER_HOUR_PER_EVENT,
  promptCeilingMinor,
  promptTextOf,
} from './mobile-money-prompts';
