export { sendingStatusKeys, useSendingStatus } from './get-sending-status';
