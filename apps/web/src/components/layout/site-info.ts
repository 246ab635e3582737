/**
 * Operator details for the legal notice, the footer and the partner demo booking. They are
 * configured per deployment (DESIGN.md section 6: the Impressum's content is configured); the
 * defaults describe the demo and say so.
 */
function env(name: string, fallback: string): string {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const siteInfo = {
  company: env('VITE_LEGAL_COMPANY', 'Forkly Demo GmbH'),
  street: env('VITE_LEGAL_STREET', 'Königstraße 1'),
  city: env('VITE_LEGAL_CITY', '47051 Duisburg'),
  country: env('VITE_LEGAL_COUNTRY', 'Germany'),
  representative: env('VITE_LEGAL_REPRESENTATIVE', 'Demo Managing Director'),
  email: env('VITE_LEGAL_EMAIL', 'hello@forkly.example'),
  phone: env('VITE_LEGAL_PHONE', '+49 203 000000'),
  register: env('VITE_LEGAL_REGISTER', 'Amtsgericht Duisburg, HRB 00000 (demo)'),
  vatId: env('VITE_LEGAL_VAT_ID', 'DE000000000 (demo)'),
  partnerEmail: env('VITE_PARTNER_EMAIL', 'partners@forkly.example'),
} as const;

/** Social profiles are links only when configured: the demo has no accounts to point at. */
export const socialProfiles = [
  { name: 'X', href: env('VITE_SOCIAL_X', '') },
  { name: 'LinkedIn', href: env('VITE_SOCIAL_LINKEDIN', '') },
  { name: 'Instagram', href: env('VITE_SOCIAL_INSTAGRAM', '') },
  { name: 'YouTube', href: env('VITE_SOCIAL_YOUTUBE', '') },
] as const;
