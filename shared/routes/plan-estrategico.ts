// A company's strategic plan file (spec part 1 §3.3, §5, §8.4): upload (multipart, or a presigned
// POST for large files), a short-lived signed link to open or download it, delete. Admins edit
// their own company's plan; every user of the company may open it.
import * as z from 'zod/mini';
import { defineRow, empresaEnRuta } from '../route-types.js';

const porId = empresaEnRuta('id');
import {
  EmpresaIdParams,
  PlanArchivoData,
  PlanArchivoQuery,
  PlanConfirmarBody,
  PlanEnlaceBody,
  PlanEnlaceData,
  PlanSubidaBody,
  PlanSubidaData,
} from '../schemas/empresas-api.js';

export const planEstrategicoSubir = defineRow('plan-estrategico', {
  method: 'POST',
  path: '/api/empresas/{id}/upload-plan-estrategico',
  handler: 'plan-estrategico/subir',
  public: false,
  permission: 'edit_empresa',
  tenant: porId,
  grants: ['table:write', 'files:put', 'files:delete'],
  errors: [409, 415],
  summary: 'Sube el archivo del plan estratégico (multipart: campo archivo —PDF, DOC, DOCX o TXT— y campo opcional nombre del plan)',
  params: EmpresaIdParams,
  multipart: { archivo: 'archivo', campos: ['nombre'] },
  response: PlanArchivoData,
  timeoutSeconds: 20,
});

export const planEstrategicoSubida = defineRow('plan-estrategico', {
  method: 'POST',
  path: '/api/empresas/{id}/plan-estrategico/upload-url',
  handler: 'plan-estrategico/subida',
  public: false,
  permission: 'edit_empresa',
  tenant: porId,
  grants: ['files:put'],
  summary: 'POST prefirmado a S3 (condiciones de tamaño y tipo) para archivos grandes; luego confirmar',
  params: EmpresaIdParams,
  body: PlanSubidaBody,
  response: PlanSubidaData,
});

export const planEstrategicoConfirmar = defineRow('plan-estrategico', {
  method: 'POST',
  path: '/api/empresas/{id}/plan-estrategico/confirm',
  handler: 'plan-estrategico/confirmar',
  public: false,
  permission: 'edit_empresa',
  tenant: porId,
  grants: ['table:write', 'files:read', 'files:delete'],
  errors: [409],
  summary: 'Confirma una subida prefirmada: comprueba el objeto y lo asocia al plan',
  params: EmpresaIdParams,
  body: PlanConfirmarBody,
  response: PlanArchivoData,
});

export const planEstrategicoEnlace = defineRow('plan-estrategico', {
  method: 'POST',
  path: '/api/empresas/{id}/plan-estrategico/enlace',
  handler: 'plan-estrategico/enlace',
  public: false,
  permission: null,
  tenant: porId,
  grants: ['table:read', 'files:read'],
  summary: 'Enlace firmado y breve (5 min) para abrir o descargar el archivo del plan en otra ventana',
  params: EmpresaIdParams,
  body: PlanEnlaceBody,
  response: PlanEnlaceData,
});

export const planEstrategicoArchivo = defineRow('plan-estrategico', {
  method: 'GET',
  path: '/api/empresas/{id}/plan-estrategico/archivo',
  handler: 'plan-estrategico/archivo',
  public: false,
  permission: null,
  tenant: porId,
  grants: ['table:read', 'files:read'],
  success: [302],
  summary: 'Redirige (302) a una URL prefirmada y breve del archivo del plan (con el token en la cabecera)',
  params: EmpresaIdParams,
  query: PlanArchivoQuery,
  raw: true,
});

export const planEstrategicoArchivoDelete = defineRow('plan-estrategico', {
  method: 'DELETE',
  path: '/api/empresas/{id}/plan-estrategico/archivo',
  handler: 'plan-estrategico/archivo-delete',
  public: false,
  permission: 'edit_empresa',
  tenant: porId,
  grants: ['table:write', 'files:delete'],
  summary: 'Borra el archivo del plan y deja planEstrategico en null',
  params: EmpresaIdParams,
  response: z.null(),
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const planEstrategicoRoutes = {
  planEstrategicoSubir,
  planEstrategicoSubida,
  planEstrategicoConfirmar,
  planEstrategicoEnlace,
  planEstrategicoArchivo,
  planEstrategicoArchivoDelete,
};
