export const CONTACT_MODES = ['EMAIL', 'PHONE'] as const;
