/**
 * The built-in role of a vendor sign-up (decision 0036): scope `assigned` and no
 * privileges, since every vendor route checks ownership of the vendor instead. An
 * administrator's edit that adds any privilege, or scope `all`, closes vendor sign-up.
 */
import type { BuiltInRole } from '../../../lib/built-in-role';

export const VENDOR_ROLE: BuiltInRole = {
  name: 'Vendor',
  privileges: [],
  allowedDescription: 'no privileges',
};
