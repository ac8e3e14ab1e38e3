// A file answered as an attachment by a raw route (the calendar file, the CSV exports): downloaded
// under its name, never cached (it holds a company's or the platform's data).
import type { RawReply } from './http.js';

export function attachment(contentType: string, nombre: string, body: string): RawReply {
  return {
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${nombre}"`,
      'cache-control': 'no-store',
    },
    body,
  };
}
