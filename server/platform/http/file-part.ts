/** A multipart file part, as @fastify/multipart attaches it to the body. */
export interface FilePart {
  toBuffer(): Promise<Buffer>;
}

export const isFilePart = (part: unknown): part is FilePart =>
  typeof (part as FilePart | undefined)?.toBuffer === 'function';
