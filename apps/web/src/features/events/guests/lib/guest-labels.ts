import type { InvitationStatus, RsvpStatus } from '@karamu/shared';

export const RSVP_LABELS: Readonly<Record<RsvpStatus, string>> = {
  pending: 'Not answered',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const INVITATION_LABELS: Readonly<Record<InvitationStatus, string>> = {
  not_sent: 'Not sent',
  sent: 'Sent',
  failed: 'Failed',
};

export const GUEST_FORM_LABELS = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  cardType: 'Card type',
  admissions: 'Admissions',
  tableName: 'Table',
  notes: 'Notes',
  rsvpStatus: 'RSVP',
  rsvpCount: 'People coming',
  bundleId: 'Bundle',
} as const;
