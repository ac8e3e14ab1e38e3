// POST /api/candidatos/importar: stores a CSV's rows and queues their import (202 with the import).
import { fmt, importacion as msg } from '../../../shared/messages.js';
import { cuenta } from '../../../shared/plural.js';
import { candidatosImportar } from '../../../shared/routes/candidatos.js';
import { iniciarImportacion } from '../../lib/candidatos/importacion.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(candidatosImportar, async ({ caller, tenant, body }) => {
  const importacion = await iniciarImportacion(caller, tenant, body);
  return { status: 202, data: importacion, message: fmt(msg.aceptada, { filas: cuenta(importacion.total, 'fila', 'filas') }) };
});
