import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isStorableText, MAX_ORIGINAL_NAME_LENGTH } from '@stagelink/contracts';
import { IMAGE_TOO_LARGE } from '../common/request-body';

/** The one file of an upload, read whole, and the name the device gave it. */
export interface UploadedFile {
  bytes: Buffer;
  originalName: string;
}

// Control characters (C0, C1), and the line and paragraph separators that render as breaks.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/gu;

/**
 * Streams a multipart body that must hold exactly one file, under `field` (docs/decisions.md,
 * D-26). The size limit is applied while the bytes arrive, so an oversized file is never held
 * whole; the body must end properly, so a cut-off upload is refused rather than stored short.
 */
export async function readOneFile(request: FastifyRequest, field: string): Promise<UploadedFile> {
  const oneFile = `Send one image, as the form field "${field}".`;
  let upload: UploadedFile | null = null;
  try {
    // Iterated to the end: the body's closing boundary is what proves the file arrived whole.
    for await (const part of request.parts()) {
      if (upload || part.type !== 'file' || part.fieldname !== field) throw new BadRequestException(oneFile);
      upload = { bytes: await part.toBuffer(), originalName: cleanName(part.filename) };
    }
  } catch (error) {
    throw asHttpError(error, oneFile);
  }
  if (!upload) throw new BadRequestException(oneFile);
  return upload;
}

function asHttpError(error: unknown, oneFile: string): HttpException {
  if (error instanceof HttpException) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeException(IMAGE_TOO_LARGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new BadRequestException(oneFile);
    case 'FST_MP_PREMATURE_CLOSE':
      return new BadRequestException('The upload was cut off before its end; nothing was stored.');
    default:
      // Busboy's own: a missing boundary, a body that ends mid-part, malformed part headers.
      return new BadRequestException('The upload is not complete, well-formed multipart/form-data; nothing was stored.');
  }
}

/** Kept as data only: control characters dropped, cut to the column, never empty. */
function cleanName(name: string): string {
  const cleaned = Array.from(name.replace(CONTROL_CHARACTERS, '').trim()).slice(0, MAX_ORIGINAL_NAME_LENGTH).join('');
  return cleaned && isStorableText(cleaned) ? cleaned : 'image';
}
