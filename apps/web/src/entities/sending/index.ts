export { sendingStatusKeys, useSendingStatus } from './get-sending-status';
export { useOutboundUse } from './get-outbound-use';
