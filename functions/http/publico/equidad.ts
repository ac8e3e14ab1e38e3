// POST /api/publico/entrevistas/{token}/equidad: the optional fairness questionnaire after «Finalizar» (D175).
import { TEXTOS_EQUIDAD } from '../../../shared/equidad.js';
import { publicoEquidad } from '../../../shared/routes/publico.js';
import { guardarEquidad } from '../../lib/equidad/cuestionario.js';
import { empresaDelToken } from '../../lib/entrevistas/token-publico.js';
import { direccionCliente, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(
  publicoEquidad,
  async ({ params, body, event }) => ok(await guardarEquidad(params.token, direccionCliente(event), body), TEXTOS_EQUIDAD.gracias),
  { empresaDe: empresaDelToken },
);
