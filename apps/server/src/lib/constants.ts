/** Every API path is served under this prefix (DESIGN.md section 1). */
export const API_PREFIX = '/api';
