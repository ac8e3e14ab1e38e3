// Vacancies of a company (issue 66 item 1, D185): list (newest first, by state), create, read and
// edit. Every user of the company reads them; admins (and the superadmin for a chosen company) create
// and edit. Candidates and interviews join a vacancy in the next increments of issue 66.
import { vacantes as msg } from '../messages.js';
import { defineRow } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import {
  Candidatura,
  CandidaturaCreate,
  CandidaturaMover,
  CandidaturaParams,
  CandidaturasExportarQuery,
  CandidaturasPage,
  CandidaturasQuery,
} from '../schemas/candidatura.js';
import { BorradorLote, Lote, LoteCreate, LoteDetalle, LoteParams, LoteQuery, LotesPage } from '../schemas/lote-vacante.js';
import { ComparacionQuery, ComparacionVacante } from '../schemas/comparacion.js';
import { EnlaceVacanteBody } from '../schemas/postulacion.js';
import { EtapasProceso, EtapasUpdate } from '../schemas/etapas-vacante.js';
import { CifrasVacante } from '../schemas/vacante-cifras.js';
import { VacanteConVersion, VacanteCreate, VacanteIdParams, VacantesPage, VacantesQuery, VacanteUpdate } from '../schemas/vacante.js';

export const vacantesList = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes',
  handler: 'vacantes/list',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary: 'Vacantes de la empresa, las más recientes primero; estado filtra por abierta, en pausa o cerrada',
  query: VacantesQuery,
  response: VacantesPage,
});

export const vacantesCreate = defineRow('vacantes', {
  method: 'POST',
  path: '/api/vacantes',
  handler: 'vacantes/create',
  public: false,
  permission: 'manage_vacantes',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:write'],
  success: [201],
  summary:
    'Crea una vacante: título, área, lugar o remota, responsable (un usuario activo de la empresa), plantilla de entrevista disponible, estado, plazas y fecha de cierre',
  body: VacanteCreate,
  response: VacanteConVersion,
  idempotent: true,
});

export const vacantesGet = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/{id}',
  handler: 'vacantes/get',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary: 'Una vacante de la empresa, con su versión para editarla',
  params: VacanteIdParams,
  query: EmpresaQuery,
  response: VacanteConVersion,
});

export const vacantesUpdate = defineRow('vacantes', {
  method: 'PUT',
  path: '/api/vacantes/{id}',
  handler: 'vacantes/update',
  public: false,
  permission: 'manage_vacantes',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:write'],
  errors: [409],
  summary: 'Edita una vacante desde la versión leída: si otra persona la cambió entretanto, 409 y nada se guarda',
  params: VacanteIdParams,
  query: EmpresaQuery,
  body: VacanteUpdate,
  response: VacanteConVersion,
});

// The vacancy's candidates and their stage (issue 66 item 2, D186): whoever manages candidates
// (admins and operators) adds them and moves them; every user of the company reads the board.
export const vacantesCandidaturasList = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/{id}/candidatos',
  handler: 'vacantes/candidaturas-list',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary:
    'Candidatos de una vacante con su etapa: con etapa, la columna del tablero (los movidos más recientemente primero); sin ella, toda la vacante (los últimos en unirse primero); desde/hasta (días de la empresa) sobre esa misma fecha y orden=antiguas al revés',
  params: VacanteIdParams,
  query: CandidaturasQuery,
  response: CandidaturasPage,
});

export const vacantesCandidaturasCreate = defineRow('vacantes', {
  method: 'POST',
  path: '/api/vacantes/{id}/candidatos',
  handler: 'vacantes/candidaturas-create',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:write'],
  success: [201],
  errors: [409],
  summary:
    'Añade un candidato de la empresa a una vacante abierta o en pausa (en «nuevo» salvo que se diga otra etapa); un candidato puede estar en varias vacantes, una vez en cada una',
  params: VacanteIdParams,
  query: EmpresaQuery,
  body: CandidaturaCreate,
  response: Candidatura,
  idempotent: true,
});

export const vacantesCandidaturasMover = defineRow('vacantes', {
  method: 'PUT',
  path: '/api/vacantes/{id}/candidatos/{candidatoId}',
  handler: 'vacantes/candidaturas-mover',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:write', 'queue:send'],
  colas: ['entregar-webhooks'],
  errors: [409],
  summary:
    'Mueve a un candidato de etapa desde la versión leída, con la fecha y quién lo movió; si otra persona lo movió entretanto, 409 y nada se guarda. Emite el evento vacante.etapa_cambiada',
  params: CandidaturaParams,
  query: EmpresaQuery,
  body: CandidaturaMover,
  response: Candidatura,
});

export const vacantesCandidaturasExportar = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/{id}/exportar',
  handler: 'vacantes/candidaturas-exportar',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read', 'files:put', 'files:read'],
  summary:
    'Exporta los candidatos de una vacante (o de una etapa, con etapa) como CSV: nombre, email, etapa, fecha de entrada, último movimiento y quién lo hizo; hasta 1 MB es el archivo, más grande un enlace de 5 minutos',
  params: VacanteIdParams,
  query: CandidaturasExportarQuery,
  raw: true,
});

// The vacancy's figures (issue 66 item 7, D194): counts and medians only, for every user of the company (as the board).
export const vacantesCifras = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/{id}/cifras',
  handler: 'vacantes/cifras',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary:
    'Cifras de la vacante: solicitudes (por origen), invitados, entrevistas hechas y tasa de finalización, mediana de horas hasta la entrevista y hasta una decisión, y por etapa cuántos están y cuántos llegaron (la conversión); solo cuentas, nunca personas',
  params: VacanteIdParams,
  query: EmpresaQuery,
  response: CifrasVacante,
});

// The vacancy's public apply link (issue 66 item 3, D187): whoever edits vacancies publishes or retires it.
export const vacantesEnlace = defineRow('vacantes', {
  method: 'PUT',
  path: '/api/vacantes/{id}/enlace',
  handler: 'vacantes/enlace',
  public: false,
  permission: 'manage_vacantes',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:write'],
  errors: [409],
  summary:
    'Publica el enlace público de la vacante para presentarse y hacer la entrevista (un código nuevo, que sustituye al anterior) o lo retira, desde la versión leída',
  params: VacanteIdParams,
  query: EmpresaQuery,
  body: EnlaceVacanteBody,
  response: VacanteConVersion,
});

// Bulk actions on a vacancy's candidates (issue 66 item 5, D190): whoever manages candidates selects,
// acts and follows the progress; a queue's worker carries the action on.
export const vacantesLotesCreate = defineRow('vacantes', {
  method: 'POST',
  path: '/api/vacantes/{id}/lotes',
  handler: 'vacantes/lotes-create',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:write', 'queue:send'],
  colas: ['acciones-vacante'],
  success: [202],
  summary:
    'Acción en bloque sobre candidatos de la vacante, elegidos uno a uno o una etapa entera (hasta 5 000): moverlos de etapa, rechazarlos con el email que se editó, invitarlos a la entrevista de la vacante o reenviarles la invitación; responde 202 y la lleva a cabo en segundo plano',
  params: VacanteIdParams,
  query: EmpresaQuery,
  body: LoteCreate,
  response: Lote,
  idempotent: true,
});

export const vacantesLotesList = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/{id}/lotes',
  handler: 'vacantes/lotes-list',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary: 'Las últimas acciones en bloque de la vacante, la más reciente primero, con su progreso',
  params: VacanteIdParams,
  query: EmpresaQuery,
  response: LotesPage,
});

export const vacantesLotesBorrador = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/{id}/lotes/borrador',
  handler: 'vacantes/lotes-borrador',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary:
    'Borrador del email de un rechazo en bloque: la plantilla «Proceso no continúa» de la empresa con la empresa y la vacante escritas y {{nombreCandidato}} para cada uno',
  params: VacanteIdParams,
  query: EmpresaQuery,
  response: BorradorLote,
});

export const vacantesLotesGet = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/{id}/lotes/{loteId}',
  handler: 'vacantes/lotes-get',
  public: false,
  permission: 'manage_candidates',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary: 'Una acción en bloque: hechos, fallidos y pendientes, y una página del resultado de cada candidato en el orden elegido',
  params: LoteParams,
  query: LoteQuery,
  response: LoteDetalle,
});

// Candidates side by side (issue 66 item 4, D188): their reports and reviews, read by whoever reads
// reports (view_reports: every active user of the company today, as the board).
export const vacantesComparar = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/{id}/comparar',
  handler: 'vacantes/comparar',
  public: false,
  permission: 'view_reports',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary:
    'Compara de 2 a 5 candidatos de la vacante (candidatos=id1,id2,…): etapa, entrevista de la vacante, por competencia la puntuación del informe y la de la revisión con las citas que la sostienen, señales de integridad, recomendación del informe y decisión de la persona; un candidato que no está en la vacante es 404',
  params: VacanteIdParams,
  query: ComparacionQuery,
  response: ComparacionVacante,
});

// The company's pipeline stages (D195): every user reads them (the boards draw them); whoever manages
// vacancies renames, adds, orders and deletes them.
export const vacantesEtapasGet = defineRow('vacantes', {
  method: 'GET',
  path: '/api/vacantes/etapas',
  handler: 'vacantes/etapas-get',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:read'],
  summary: 'Las etapas del proceso de la empresa, en su orden, con la versión para editarlas (las de por defecto hasta que las cambie)',
  query: EmpresaQuery,
  response: EtapasProceso,
});

export const vacantesEtapasUpdate = defineRow('vacantes', {
  method: 'PUT',
  path: '/api/vacantes/etapas',
  handler: 'vacantes/etapas-update',
  public: false,
  permission: 'manage_vacantes',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msg.seleccionaEmpresa },
  grants: ['table:write'],
  errors: [409],
  summary:
    'Guarda las etapas del proceso en su nuevo orden desde la versión leída: renombra, añade y borra; una etapa con candidatos o una que Talentia usa no se borra',
  query: EmpresaQuery,
  body: EtapasUpdate,
  response: EtapasProceso,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const vacantesRoutes = {
  vacantesList,
  vacantesCreate,
  vacantesGet,
  vacantesUpdate,
  vacantesCandidaturasList,
  vacantesCandidaturasCreate,
  vacantesCandidaturasMover,
  vacantesCandidaturasExportar,
  vacantesEnlace,
  vacantesLotesCreate,
  vacantesLotesList,
  vacantesLotesBorrador,
  vacantesLotesGet,
  vacantesComparar,
  vacantesCifras,
  vacantesEtapasGet,
  vacantesEtapasUpdate,
};
