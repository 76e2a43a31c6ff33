import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { sys } from '@sandbox/shared';
import { AppError, badRequest } from '../../errors.ts';
import type { Handlers } from '../../routes/handlers.ts';
import { UPLOAD_MAX_BYTES } from './upload-limits.ts';
import type { IncomingFile, UploadService } from './upload-service.ts';

/** Multipart limits surface as @fastify/multipart errors; these are the user's mistakes, said in their language. */
function multipartError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('upload.tooLarge', { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('upload.oneFile');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('upload.fileMissing');
  if (error instanceof AppError) throw error;
  // Anything else is the form itself: busboy's "Boundary not found", "Unexpected end of form",
  // a malformed part header. The bytes are in memory, so no server fault can surface here.
  throw badRequest('request.badBody');
}

/** Reads the one file (field "file") and the text fields, in whatever order the form sends them. */
async function readForm(request: FastifyRequest): Promise<{ file?: IncomingFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest('upload.fileMissing');
  const fields: Record<string, string> = {};
  let file: IncomingFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw badRequest('upload.oneFile');
        }
        file = { filename: part.filename, data: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    multipartError(error);
  }
  return { file, fields };
}

/** /api/sys: the one upload call (multipart, the only unencrypted POST). */
export function uploadHandlers(uploads: UploadService): Handlers {
  return {
    'sys.upload': async ({ user, request }) => {
      const { file, fields } = await readForm(request);
      // The contract's body schema lists the extra fields; multipart skips route validation, so check here.
      const parsed = sys.upload.body.safeParse(fields);
      if (!parsed.success) throw badRequest('request.invalidField', { field: 'biz' });
      return uploads.save(user.id, parsed.data.biz, file);
    },
  };
}
