export {
  getSendingStatus,
  sendingStatusKeys,
  sendingStatusQueryOptions,
  useSendingStatus,
} from './get-sending-status';
