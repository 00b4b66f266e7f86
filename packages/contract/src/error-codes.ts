/** Error codes and messages as plain values, free of zod: every page needs them at once. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  MAINTENANCE: 'MAINTENANCE',
  ONLY_ADMIN: 'ONLY_ADMIN',
  LOGIN_DISABLED: 'LOGIN_DISABLED',
  REGISTRATION_DISABLED: 'REGISTRATION_DISABLED',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  LINK_EXPIRED: 'LINK_EXPIRED',
  LINK_INVALID: 'LINK_INVALID',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Messages the SPEC gives word for word (SPEC §5, §8), and our own where it is silent. */
export const Messages = {
  EMAIL_NOT_VERIFIED:
    'Please verify your email address before logging in. A verification email has been sent.',
  EMAIL_TAKEN: 'This email is already registered. Please log in.',
  INVALID_ZOOM: 'Invalid zoom level',
  FAILED_COUNTRIES: 'Failed to load countries',
  FAILED_ANALYTICS: 'Failed to fetch analytics',
  FAILED_DATA: 'Failed to load data',
  FAILED_WEBSITE_STATE: 'Failed to fetch website state',
  FAILED_PROFILE: 'Failed to fetch user profile',
  LOGIN_FAILED: 'Login failed',
  REGISTRATION_FAILED: 'Registration failed',
  LOGOUT_FAILED: 'Logout failed',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  LOGIN_DISABLED: 'Signing in is disabled at the moment.',
  REGISTRATION_DISABLED: 'Registration of new accounts is closed at the moment.',
  ONLY_ADMIN: 'The site is open to administrators only at the moment.',
  UNAUTHORIZED: 'Unauthorized',
  INVALID_TOKEN: 'Invalid token',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found.',
  RATE_LIMITED: 'Too many requests. Please wait and try again.',
  LINK_EXPIRED: 'This link has expired. Sign in to get a new verification email.',
  LINK_INVALID:
    'This link is not valid. It may have been changed or already replaced by a newer one.',
  REGISTERED:
    'Registration successful. We have sent you an email: open the link in it to verify your address.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  CONTACT_NOT_SET: 'Contact details have not been set yet.',
  CONTACT_UNAVAILABLE: 'Contact details are not available yet.',
} as const;
