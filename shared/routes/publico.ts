// The candidate's public interview page (issue 12; D64). No account: the token in the path is the
// only credential, stored nowhere in clear (D63). Every row answers 404 'Este enlace de entrevista no
// es válido…' for anything that is not a live token (unknown, expired, cancelled) — no hint of whether
// a token ever existed — and 429 past the per-token and per-address limits.
import { defineFamily } from '../route-types.js';
import {
  Consentimiento,
  FinalizadaData,
  LIMITES_PUBLICO,
  PaginaEntrevista,
  Respuesta,
  RespuestaGuardadaData,
  RespuestaParams,
  TokenParams,
} from '../schemas/publico.js';

const comun = { public: true, permission: null, tenant: 'platform', maxBodyBytes: LIMITES_PUBLICO.cuerpoMaxBytes } as const;

export const publicoRoutes = defineFamily('publico', {
  publicoEntrevista: {
    ...comun,
    method: 'GET',
    path: '/api/publico/entrevistas/{token}',
    handler: 'publico/entrevista',
    grants: ['table:write'],
    summary:
      'La página de la entrevista del candidato: empresa, servicio, avisos y, tras el consentimiento, preguntas y respuestas guardadas',
    params: TokenParams,
    response: PaginaEntrevista,
  },
  publicoConsentimiento: {
    ...comun,
    method: 'POST',
    path: '/api/publico/entrevistas/{token}/consentimiento',
    handler: 'publico/consentimiento',
    grants: ['table:write'],
    summary: 'El candidato acepta el aviso (se guardan la fecha y la versión); la entrevista pasa a en_progreso',
    params: TokenParams,
    body: Consentimiento,
    response: PaginaEntrevista,
  },
  publicoRespuesta: {
    ...comun,
    method: 'PUT',
    path: '/api/publico/entrevistas/{token}/respuestas/{n}',
    handler: 'publico/respuesta',
    grants: ['table:write'],
    summary: 'Guarda (o corrige) la respuesta a la pregunta n: el guardado automático de la página',
    params: RespuestaParams,
    body: Respuesta,
    response: RespuestaGuardadaData,
  },
  publicoFinalizar: {
    ...comun,
    method: 'POST',
    path: '/api/publico/entrevistas/{token}/finalizar',
    handler: 'publico/finalizar',
    grants: ['table:write', 'queue:send'],
    summary: 'Termina la entrevista: completada con su transcripción, el enlace deja de servir y el análisis se encola',
    params: TokenParams,
    response: FinalizadaData,
  },
});
