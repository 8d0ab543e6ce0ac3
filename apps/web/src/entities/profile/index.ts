export { sendingStatusKeys, useSendingStatus } from './api/get-sending-status';
export { PROFILE_ENDPOINT, profileKeys, useProfile } from './api/get-profile';
