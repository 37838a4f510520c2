import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';

/**
 * Refusals the router and Node's HTTP parser give before any route runs, in the app's one error
 * shape, so a client (a generated one too: /openapi.json's shared responses) reads one shape.
 */

/** The router's: a path parameter over maxParamLength (414), an address that does not decode (400). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply
      .status(414)
      .send(errorBody('uri_too_long', 'A part of the address is too long: at most 200 characters.'));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send(errorBody('invalid_input', 'The address is not valid: check how it is encoded.'));
    return;
  }
  reply.status(error.statusCode ?? 500).send(errorBody('server_error', 'The request could not be routed.'));
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'headers_too_large',
    'The address and headers are too large (at most 16 KB together): shorten the address or the cookies.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'timeout', 'The request took too long to arrive.'],
};

/** Node's HTTP parser's: the request could not be read (as Fastify's own handler, in our shape). */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'invalid_input',
    'The request could not be read.',
  ];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\n\r\n${body}`,
    );
  socket.destroy(err);
}
