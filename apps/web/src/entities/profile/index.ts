export { PROFILE_ENDPOINT, profileKeys, useProfile } from './api/get-profile';
