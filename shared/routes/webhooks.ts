// Outbound webhooks (D147): a company admin's endpoints, their delivery log, a resend and a
// test event (edit_empresa: the company's admins and the superadmin, who names the company in
// ?empresaId=). The events' payloads are documented under `webhooks` in the OpenAPI document
// (functions/lib/openapi.ts, from shared/schemas/webhooks.ts).
import * as z from 'zod/mini';
import { defineRow } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import {
  EntregaParams,
  EntregasPagina,
  EntregasQuery,
  EntregaWebhook,
  Webhook,
  WebhookConSecreto,
  WebhookCreate,
  WebhookIdParams,
  WebhookPatch,
  WebhooksLista,
} from '../schemas/webhooks.js';

const empresa = { from: 'query', name: 'empresaId', superadmin: 'required' } as const;
const soloAdmin = 'Solo un administrador de la empresa puede gestionar sus webhooks';

export const webhooksList = defineRow('webhooks', {
  method: 'GET',
  path: '/api/webhooks',
  handler: 'webhooks/list',
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: soloAdmin,
  tenant: empresa,
  grants: ['table:read'],
  summary: 'Los webhooks de la empresa (sin sus secretos) y los eventos a los que se pueden suscribir',
  query: EmpresaQuery,
  response: WebhooksLista,
});

export const webhooksCreate = defineRow('webhooks', {
  method: 'POST',
  path: '/api/webhooks',
  handler: 'webhooks/create',
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: soloAdmin,
  tenant: empresa,
  grants: ['table:write', 'keys:seal'],
  success: [201],
  errors: [409],
  summary:
    'Registra un webhook (https; eventos elegidos) y devuelve su secreto whsec_ una sola vez: cada entrega va firmada según Standard Webhooks',
  query: EmpresaQuery,
  body: WebhookCreate,
  response: WebhookConSecreto,
});

export const webhooksPatch = defineRow('webhooks', {
  method: 'PATCH',
  path: '/api/webhooks/{id}',
  handler: 'webhooks/patch',
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: soloAdmin,
  tenant: empresa,
  grants: ['table:write'],
  errors: [409],
  summary: 'Cambia la dirección, los eventos o la descripción de un webhook, o lo desactiva y lo vuelve a activar (sin sus fallos)',
  params: WebhookIdParams,
  query: EmpresaQuery,
  body: WebhookPatch,
  response: Webhook,
});

export const webhooksDelete = defineRow('webhooks', {
  method: 'DELETE',
  path: '/api/webhooks/{id}',
  handler: 'webhooks/delete',
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: soloAdmin,
  tenant: empresa,
  grants: ['table:write'],
  summary: 'Elimina un webhook; su registro de entregas se conserva hasta que caduca',
  params: WebhookIdParams,
  query: EmpresaQuery,
  response: z.null(),
});

export const webhooksRotarSecreto = defineRow('webhooks', {
  method: 'POST',
  path: '/api/webhooks/{id}/rotar-secreto',
  handler: 'webhooks/rotar-secreto',
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: soloAdmin,
  tenant: empresa,
  grants: ['table:write', 'keys:seal'],
  errors: [409],
  summary: 'Cambia el secreto de un webhook y devuelve el nuevo una sola vez; durante 24 horas firman los dos (dos firmas en la cabecera)',
  params: WebhookIdParams,
  query: EmpresaQuery,
  response: WebhookConSecreto,
});

export const webhooksEntregasList = defineRow('webhooks', {
  method: 'GET',
  path: '/api/webhooks/{id}/entregas',
  handler: 'webhooks/entregas-list',
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: soloAdmin,
  tenant: empresa,
  grants: ['table:read'],
  summary:
    'Registro de entregas de un webhook (30 días), las más recientes primero: evento, estado e intentos con su código, hora y el comienzo de la respuesta',
  params: WebhookIdParams,
  query: EntregasQuery,
  response: EntregasPagina,
});

export const webhooksReenviar = defineRow('webhooks', {
  method: 'POST',
  path: '/api/webhooks/{id}/entregas/{entregaId}/reenviar',
  handler: 'webhooks/reenviar',
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: soloAdmin,
  tenant: empresa,
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks'],
  success: [202],
  errors: [409],
  summary: 'Vuelve a enviar una entrega (con el mismo webhook-id) en un intento más, fuera del calendario de reintentos',
  params: EntregaParams,
  query: EmpresaQuery,
  response: EntregaWebhook,
});

export const webhooksComprobar = defineRow('webhooks', {
  method: 'POST',
  path: '/api/webhooks/{id}/comprobar',
  handler: 'webhooks/comprobar',
  public: false,
  permission: 'edit_empresa',
  forbiddenMessage: soloAdmin,
  tenant: empresa,
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks'],
  success: [202],
  errors: [409],
  summary: 'Envía un evento de prueba (webhook.comprobacion) a un webhook; el resultado aparece en su registro de entregas',
  params: WebhookIdParams,
  query: EmpresaQuery,
  response: EntregaWebhook,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const webhooksRoutes = {
  webhooksList,
  webhooksCreate,
  webhooksPatch,
  webhooksDelete,
  webhooksRotarSecreto,
  webhooksEntregasList,
  webhooksReenviar,
  webhooksComprobar,
};
