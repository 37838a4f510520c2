/**
 * Media types compare case-insensitively, without their parameters (RFC 9110 8.3.1):
 * `Multipart/Form-Data; boundary=x` is multipart/form-data. Every Content-Type or Accept the server
 * looks at goes through here; a check written as `startsWith('multipart/')` let a capitalised upload
 * past the early anti-forgery check.
 */
export function mediaTypeOf(header: unknown): string {
  if (typeof header !== 'string') return '';
  const end = header.indexOf(';');
  return (end === -1 ? header : header.slice(0, end)).trim().toLowerCase();
}

/** Does an Accept header name this media type (itself, not through a wildcard)? */
export function acceptsType(accept: unknown, type: string): boolean {
  return typeof accept === 'string' && accept.split(',').some((range) => mediaTypeOf(range) === type);
}
