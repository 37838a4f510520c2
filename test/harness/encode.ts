/** Request bodies in the encodings the spec's calls use, for the harnesses. */
export function formEncode(value: unknown): string {
  const body = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (Array.isArray(v)) for (const item of v) body.append(`${k}[]`, String(item));
      else if (v !== undefined) body.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  return body.toString();
}

/** A multipart body: the fields as text parts, plus one file part that is not an image. */
export function multipartEncode(value: unknown, boundary: string): Buffer {
  const parts: string[] = [];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'object' && v !== null) continue;
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`);
    }
  }
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\n` +
      'Content-Type: image/png\r\n\r\nthis is not a png\r\n',
  );
  parts.push(`--${boundary}--\r\n`);
  return Buffer.from(parts.join(''));
}
