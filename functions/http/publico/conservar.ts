// POST /api/publico/entrevistas/{token}/conservar: the candidate's optional consent to be kept for future processes (D151).
import { fmt, retencion as msg } from '../../../shared/messages.js';
import { publicoConservar } from '../../../shared/routes/publico.js';
import { empresaDelToken } from '../../lib/entrevistas/token-publico.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { consentirConservar } from '../../lib/retencion/titular.js';

export const handler = httpHandler(
  publicoConservar,
  async ({ params, body, event }) => {
    const data = await consentirConservar(params.token, direccionCliente(event), body);
    return { status: 200, data, message: fmt(msg.conservarGuardado, { empresa: data.empresa }) };
  },
  { empresaDe: empresaDelToken },
);
