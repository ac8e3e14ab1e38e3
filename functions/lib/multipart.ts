// Reads a multipart/form-data body of an API Gateway event (base64 or text) with busboy, with
// limits, into memory: the payload is at most what a Lambda request carries (6 MB).
import busboy from 'busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { servidor } from '../../shared/messages.js';
import { UnsupportedMediaTypeError, ValidationError } from './errors.js';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
  /** The file was longer than the limit and was cut. */
  truncated: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export function parseMultipart(event: APIGatewayProxyEventV2, limits: { fileSize: number; files?: number }): Promise<MultipartBody> {
  const contentType = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    return Promise.reject(new UnsupportedMediaTypeError('El archivo debe enviarse como multipart/form-data'));
  }
  const body = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send a file's name as UTF-8 bytes in filename="…" (busboy reads latin1 by default: «Iván» came out «IvÃ¡n»).
        defParamCharset: 'utf8',
        limits: { fileSize: limits.fileSize, files: limits.files ?? 1, fields: 20 },
      });
    } catch {
      reject(new ValidationError(servidor.datosInvalidos));
      return;
    }
    const result: MultipartBody = { fields: {}, files: [] };
    parser.on('field', (name, value) => {
      result.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        truncated = true;
      });
      stream.on('close', () => {
        result.files.push({ field, filename: info.filename ?? '', mimeType: info.mimeType, data: Buffer.concat(chunks), truncated });
      });
    });
    parser.on('error', () => reject(new ValidationError(servidor.datosInvalidos)));
    parser.on('close', () => resolve(result));
    parser.end(body);
  });
}
