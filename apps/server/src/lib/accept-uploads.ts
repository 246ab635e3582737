import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of `app`'s context (and its children) read multipart/form-data bodies.
 * Registered only around the routes that take uploads (menu administration, the restaurant's
 * account completion), not on the whole server: the plugin adds three hooks that would otherwise
 * run on every request (decision 032). Elsewhere a multipart body has no parser and gets
 * Fastify's 415, answered in the API's error shape (plugins/errors.ts).
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 30, parts: 32 } });
}
