/** Query parameters that carry secrets where SPEC.md puts them in the URL (DESIGN.md section 4). */
const SECRET_PARAMS = ['password', 'repeatedpassword', 'code', 'verificationcode', 'verification-code', 'ticket', 'newpassword'];

/** The URL with secret query values replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.includes(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}
