/**
 * Agencies' error codes and messages as plain values: public pages (an agency, an agent) show
 * them without loading the agencies schemas (zod, the phone rule's metadata).
 */
export const AgenciesErrorCode = {
  SLUG_TAKEN: 'SLUG_TAKEN',
  NO_AGENCY: 'NO_AGENCY',
  AGENT_DEACTIVATED: 'AGENT_DEACTIVATED',
  AGENCY_NOT_ACTIVE: 'AGENCY_NOT_ACTIVE',
  INVITATION_PENDING: 'INVITATION_PENDING',
  INVITATION_INVALID: 'INVITATION_INVALID',
  INVITATION_WRONG_ACCOUNT: 'INVITATION_WRONG_ACCOUNT',
  ALREADY_IN_AGENCY: 'ALREADY_IN_AGENCY',
  CANNOT_DEACTIVATE_SELF: 'CANNOT_DEACTIVATE_SELF',
  NO_CONTACT: 'NO_CONTACT',
  MOVE_TARGET_INVALID: 'MOVE_TARGET_INVALID',
} as const;

export const AgenciesMessages = {
  AGENCY_NOT_FOUND: 'Agency not found.',
  REQUEST_NOT_FOUND: 'You have not asked to list an agency yet.',
  AGENT_NOT_FOUND: 'Agent not found.',
  INVITATION_NOT_FOUND: 'Invitation not found.',
  SLUG_TAKEN: 'Another agency already uses this web address.',
  NO_AGENCY: 'Your account is not linked to an agency yet.',
  AGENT_DEACTIVATED: 'Your agent account has been deactivated by your agency.',
  AGENCY_NOT_ACTIVE:
    'Your agency is suspended or not yet approved: its listings and photos cannot be changed until it is active.',
  INVITATION_PENDING: 'An invitation to this address is already open. Cancel it to send a new one.',
  INVITATION_INVALID: 'This invitation is not valid any more. Ask your agency for a new one.',
  INVITATION_WRONG_ACCOUNT:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  ALREADY_IN_AGENCY: 'This account already belongs to another agency or is an admin account.',
  CANNOT_DEACTIVATE_SELF: 'You cannot deactivate your own agent account.',
  NO_CONTACT: 'This agency has not given a phone or WhatsApp number yet.',
  REASON_REQUIRED: 'Give a reason of at least 3 characters: the agency sees it.',
  LOCATION_INVALID: 'Choose the address from the list of places.',
  MOVE_TARGET_INVALID: 'Choose another active agent of the same agency.',
  LISTING_NOT_FOUND: 'Listing not found.',
} as const;
