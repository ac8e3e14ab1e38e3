// What a company's data file holds, item by item (D95): the pure rules of the export, the import
// and the clear, by the first segment of an item's sort key. No I/O here (unit-tested).
//   datos      exported, imported (upserted by key), removed by a clear;
//   contador   a counter the writes keep (CANDSTATS, EMPSTATS, NOTIFCONT#, CONFIGCUENTA): not in the file; the
//              import moves it with the rows it counts, a clear removes it;
//   fuera      never in a file: users (Cognito accounts: a clear keeps them, D159), secrets (API keys), the company record
//              and its index card (`empresas` carries the company), the plan's licence in use, and
//              job machinery (idempotency, queue hand-offs, CSV imports, reminder claims) that means
//              nothing in another moment.
import { datos as msg, fmt } from '../../../shared/messages.js';
import { CLAVES_DOCUMENTO, DOSIER, TIPOS_DOSIER, type TipoDosier } from '../../../shared/schemas/dosier.js';

export type ClaseElemento = 'datos' | 'contador' | 'fuera';

/** Sort-key segment → the kind of item it names (the report's `tipo`) and its class. */
const TIPOS: Record<string, { tipo: string; clase: ClaseElemento }> = {
  AREA: { tipo: 'area', clase: 'datos' },
  AREANOMBRE: { tipo: 'area_nombre', clase: 'datos' },
  CAND: { tipo: 'candidato', clase: 'datos' },
  CANDEMAIL: { tipo: 'candidato_email', clase: 'datos' },
  CANDBUSQ: { tipo: 'candidato_busqueda', clase: 'datos' },
  CANDENT: { tipo: 'candidato_entrevista', clase: 'datos' },
  ENTREVISTA: { tipo: 'entrevista', clase: 'datos' },
  ENTDISENO: { tipo: 'entrevista_diseno', clase: 'datos' },
  ENTRESP: { tipo: 'entrevista_respuesta', clase: 'datos' },
  INFORME: { tipo: 'informe', clase: 'datos' },
  // The company's vacancies (D185): its hiring data, carried and restored like its areas.
  VACANTE: { tipo: 'vacante', clase: 'datos' },
  // A candidate's place and stage in a vacancy (D186): ids and moves, carried and restored with both.
  CANDVAC: { tipo: 'candidatura', clase: 'datos' },
  ETAPASVAC: { tipo: 'etapas_proceso', clase: 'datos' },
  // The candidate's views on an interview's assessment and the company's answers (D150): the
  // candidate's data beside the interview's, so a file carries them and a restore brings them back.
  IMPUGNACION: { tipo: 'impugnacion', clase: 'datos' },
  // The candidate's adjustment requests and their thread with a person (D172): beside the interview, the same way.
  AYUDA: { tipo: 'ayuda_candidato', clase: 'datos' },
  // The feedback a person approved and the candidate's opinion of the process (D173): the candidate's data, carried and restored with the interview.
  COMENTARIOS: { tipo: 'comentarios_candidato', clase: 'datos' },
  OPINION: { tipo: 'opinion_candidato', clase: 'datos' },
  // The fairness self-declaration (D175): read only by the monitor's counts, so never in a file (an export
  // must not reach it) nor restored; a clear removes it with the interviews.
  EQUIDAD: { tipo: 'declaracion_equidad', clase: 'fuera' },
  AUDIT: { tipo: 'auditoria', clase: 'datos' },
  NOTIF: { tipo: 'notificacion', clase: 'datos' },
  NOTIFENV: { tipo: 'notificacion_enviada', clase: 'datos' },
  CONFIG: { tipo: 'configuracion', clase: 'datos' },
  CONFIGID: { tipo: 'configuracion_id', clase: 'datos' },
  ESTAD: { tipo: 'estadistica', clase: 'datos' },
  CANDSTATS: { tipo: 'candidatos_contador', clase: 'contador' },
  EMPSTATS: { tipo: 'empresa_contador', clase: 'contador' },
  NOTIFCONT: { tipo: 'notificaciones_contador', clase: 'contador' },
  CONFIGCUENTA: { tipo: 'configuracion_contador', clase: 'contador' },
  EMPRESA: { tipo: 'empresa', clase: 'fuera' },
  INDICE: { tipo: 'empresa_indice', clase: 'fuera' },
  USUARIO: { tipo: 'usuario', clase: 'fuera' },
  // An admin's second-factor recovery codes (D155): hashes of a person's credential, never in a file.
  SEGFACTOR: { tipo: 'codigo_recuperacion', clase: 'fuera' },
  APIKEY: { tipo: 'clave_api', clase: 'fuera' },
  // The company's own API keys (D145): credentials, like the providers' keys.
  CLAVEACCESO: { tipo: 'clave_acceso', clase: 'fuera' },
  CLAVESCUENTA: { tipo: 'claves_acceso_contador', clase: 'fuera' },
  LICENCIA: { tipo: 'licencia', clase: 'fuera' },
  // The company's subscription (D94) is billing, the platform's record of the customer: never in a
  // company's file, and a clear keeps it (D113).
  SUSCRIPCION: { tipo: 'suscripcion', clase: 'fuera' },
  IDEMP: { tipo: 'idempotencia', clase: 'fuera' },
  ENVIO: { tipo: 'envio', clase: 'fuera' },
  IMPORT: { tipo: 'importacion', clase: 'fuera' },
  IMPORTDATOS: { tipo: 'importacion', clase: 'fuera' },
  IMPORTRES: { tipo: 'importacion', clase: 'fuera' },
  // A bulk action on a vacancy's candidates (D190): the queue's machinery, a week (TTL), like an import.
  VACLOTE: { tipo: 'accion_en_bloque', clase: 'fuera' },
  VACLOTEIDS: { tipo: 'accion_en_bloque', clase: 'fuera' },
  VACLOTERES: { tipo: 'accion_en_bloque', clase: 'fuera' },
  VACLOTEVIVO: { tipo: 'accion_en_bloque', clase: 'fuera' },
  IMPDATOS: { tipo: 'importacion_datos', clase: 'fuera' },
  IMPDATOSRES: { tipo: 'importacion_datos', clase: 'fuera' },
  RECORDATORIO: { tipo: 'recordatorio', clase: 'fuera' },
  LIMPIEZA: { tipo: 'limpieza_datos', clase: 'fuera' },
  OPDATOS: { tipo: 'operacion_datos', clase: 'fuera' },
  // Outbound webhooks (D147): an endpoint holds a secret, so it is never in a file and a clear
  // keeps it, like an API key; its deliveries are the delivery log's machinery (30 days, TTL).
  WEBHOOK: { tipo: 'webhook', clase: 'fuera' },
  WEBHOOKENV: { tipo: 'webhook_entrega', clase: 'fuera' },
  // The Greenhouse Harvest v3 connection (D197): a sealed client secret, kept like a webhook's.
  GREENHOUSE: { tipo: 'greenhouse_harvest', clase: 'fuera' },
  // The company's WhatsApp Business number (issue 68 item 1): a sealed token and app secret, kept like a key.
  WHATSAPP: { tipo: 'whatsapp_conexion', clase: 'fuera' },
  // A stage change sent to Greenhouse as a move (D201): the queue's record of an outside call, meaningless
  // in another moment; a clear removes it with the vacancies.
  GHMOV: { tipo: 'movimiento_greenhouse', clase: 'fuera' },
  // A person's rights travel with their data (D159): the erasure the candidate asked for (D149) with
  // its window and the company's objection, the consent to be kept for future processes and the
  // retention entry (D151). Their platform-wide index entries are made by the import from their own
  // dates (derechos.ts), so the jobs act on them as before the restore.
  BORRADOSOL: { tipo: 'borrado_solicitado', clase: 'datos' },
  CONSERVAR: { tipo: 'consentimiento_conservar', clase: 'datos' },
  RETENCION: { tipo: 'retencion', clase: 'datos' },
  // The candidate's WhatsApp opt-in for their number (issue 68 item 3): a consent with its words, source and
  // history, so it travels with the candidate it names (its `candidatoId`) like the consent above; a clear
  // removes it with the candidates. The company's connection (WHATSAPP) stays out.
  WAOPTIN: { tipo: 'whatsapp_optin', clase: 'datos' },
  // The company's own interview templates and their versions (D164): its data, in the file.
  PLANTPROPIA: { tipo: 'plantilla_propia', clase: 'datos' },
  PLANTPROPIAVER: { tipo: 'plantilla_propia_version', clase: 'datos' },
  // The admin's choices on the first steps (D164): the list dismissed, the built-in analyzer accepted.
  PRIMEROSPASOS: { tipo: 'primeros_pasos', clase: 'datos' },
  // The dossier's deliveries to the workers' representatives (D174): the company's record of having
  // informed them, in the file, so a restore does not leave every dossier looking never delivered.
  DOSIERENTREGA: { tipo: 'entrega_dosier', clase: 'datos' },
  // The company's own answers to the dossier's guide, every saved version (issue 65 item 6): its text.
  DOSIERRESP: { tipo: 'respuestas_dosier', clase: 'datos' },
  // A request for a plan change (D164): the platform's record of the customer, like the subscription.
  SOLPLAN: { tipo: 'solicitud_plan', clase: 'fuera' },
};

const segmento = (sk: string) => sk.split('#', 1)[0]!;

/** The kind of item a sort key names ('desconocido' for none of ours). */
export function tipoDe(sk: string): string {
  return TIPOS[segmento(sk)]?.tipo ?? 'desconocido';
}

export function claseDe(sk: string): ClaseElemento | undefined {
  return TIPOS[segmento(sk)]?.clase;
}

/** Whether the export writes this item of the partition into the file. */
export const seExporta = (sk: string) => claseDe(sk) === 'datos';

/**
 * Whether a clear keeps this item: the company record (the item and its index card), its users'
 * profiles — every one, with their Cognito accounts: a user cannot be in a file (a password is not
 * exported), so a restore (export → clear → import) would lose them otherwise (D159; D95 kept the
 * admins only) —, its API keys — the providers' and its own — and
 * its webhook endpoints (credentials, never in a file, so a clear must not lose them), the plan's
 * licence in use (like `uso.entrevistas`, what was used
 * stays used: D63, D79) and its subscription (billing is the platform's record, not the company's
 * data: D113) — and the clear's own machinery (D103): the clear jobs and the
 * one-operation-at-a-time item.
 */
export function seConservaAlLimpiar(item: { SK: string }): boolean {
  const s = segmento(item.SK);
  return (
    s === 'USUARIO' ||
    s === 'EMPRESA' ||
    s === 'INDICE' ||
    s === 'APIKEY' ||
    s === 'WEBHOOK' ||
    s === 'GREENHOUSE' ||
    s === 'WHATSAPP' ||
    s === 'CLAVEACCESO' ||
    s === 'CLAVESCUENTA' ||
    s === 'LICENCIA' ||
    s === 'SUSCRIPCION' ||
    s === 'LIMPIEZA' ||
    s === 'OPDATOS' ||
    // A change of a template's count still on its way (D168): its consumer removes it once applied,
    // and a clear that removed it first would leave the template counting interviews that are gone;
    // the same queue's platform events (D169) stay counted after a clear (D70), so they stay too.
    item.SK.startsWith('ENVIO#contar-plantillas#') ||
    // Kept with the users a clear keeps (D155).
    s === 'SEGFACTOR'
  );
}

/** Why an item of the file is not imported at all, or undefined when its kind is importable. */
export function motivoNoImportable(sk: string): string | undefined {
  const s = segmento(sk);
  if (s === 'USUARIO') return msg.filaUsuario;
  if (s === 'APIKEY') return msg.filaClaveApi;
  const clase = TIPOS[s]?.clase;
  if (clase === undefined) return msg.filaTipoDesconocido;
  if (clase === 'contador') return msg.filaContador;
  if (clase === 'fuera') return msg.filaNoImportable;
  return undefined;
}

/** Index partitions an imported item may name, and where each names its company (none: an id of the item). */
const INDICES_CON_EMPRESA = new Set([
  'CANDEST',
  'ENTEST',
  'INFPUNT',
  'INFNOMBRE',
  'CANDBUSQ',
  'CANDNOMBRE',
  'IMPUGPEND',
  'VACETAPA',
  'VACCAND',
]);
const INDICES_POR_ID = new Set(['CAND', 'AREA']);

/**
 * Why an item's attributes would reach outside its company, or undefined: an `empresaId` of
 * another company, or an index key that is not one of a company's own (D95: an imported item is
 * written in the target company's partition, and its index entries must be that company's too).
 */
export function motivoFueraDeEmpresa(item: Record<string, unknown>, empresaId: string): string | undefined {
  if ('empresaId' in item && item.empresaId !== empresaId) return fmt(msg.filaOtraEmpresa, { id: String(item.empresaId) });
  for (const indice of ['GSI1', 'GSI2'] as const) {
    const pk = item[`${indice}PK`];
    const sk = item[`${indice}SK`];
    if (pk === undefined && sk === undefined) continue;
    if (typeof pk !== 'string' || typeof sk !== 'string') return msg.filaIndiceNoPermitido;
    const [cabeza, segunda] = pk.split('#');
    if (INDICES_CON_EMPRESA.has(cabeza!)) {
      if (segunda !== empresaId) return msg.filaIndiceNoPermitido;
    } else if (cabeza === 'TITULAR') {
      // A candidate's holder index entry (D148): {empresaId}#{candidatoId}; the import rewrites its keys.
      if (sk.split('#')[0] !== empresaId) return msg.filaIndiceNoPermitido;
    } else if (cabeza === 'ENLACEVAC') {
      // A vacancy's public apply link (D187): a random code that names no company, found by it alone; on
      // the vacancy's own item only. Restored with it (a backup brings the link back); a file imported into
      // another company carries the same code, and two vacancies with one code open nothing.
      if (sk !== 'VACANTE') return msg.filaIndiceNoPermitido;
    } else if (cabeza === 'AGENDA') {
      // The agenda is platform-wide by day; its sort key names the company: {fecha}#{empresaId}#{id}.
      if (sk.split('#')[1] !== empresaId) return msg.filaIndiceNoPermitido;
    } else if (!INDICES_POR_ID.has(cabeza!)) {
      return msg.filaIndiceNoPermitido;
    }
  }
  return undefined;
}

/** The id the sort key gives an entity (`CAND#{id}` → id): its second segment. */
export const idDe = (sk: string) => sk.split('#')[1] ?? '';

/** The candidate an item depends on (its own id for a candidate), or undefined. */
export function candidatoDe(sk: string, item: Record<string, unknown>): string | undefined {
  const s = segmento(sk);
  if (s === 'CAND' || s === 'CANDBUSQ' || s === 'CANDENT') return idDe(sk);
  return typeof item.candidatoId === 'string' ? item.candidatoId : undefined;
}

/** The interview an item depends on (its own id for an interview), or undefined. */
export function entrevistaDe(sk: string, item: Record<string, unknown>): string | undefined {
  const s = segmento(sk);
  if (['ENTREVISTA', 'ENTDISENO', 'ENTRESP', 'INFORME', 'IMPUGNACION', 'AYUDA', 'COMENTARIOS', 'OPINION'].includes(s)) return idDe(sk);
  if (s === 'CANDENT') return sk.split('#')[2];
  return typeof item.entrevistaId === 'string' ? item.entrevistaId : undefined;
}

/** The user a notification item belongs to, or undefined. */
export function usuarioDe(sk: string): string | undefined {
  const partes = sk.split('#');
  if (partes[0] === 'NOTIF') return partes[1];
  if (partes[0] === 'NOTIFENV') return partes[partes.length - 1];
  return undefined;
}

/**
 * The order rows are imported in: what others depend on first (areas before the candidates that
 * count in them, candidates before their interviews, interviews before their answers and reports).
 */
export function ordenDe(sk: string): number {
  const s = segmento(sk);
  if (s === 'AREA') return 0;
  if (s === 'CAND') return 1;
  if (s === 'ENTREVISTA') return 2;
  return 3;
}

/** `uso` after a clear: what remains (the users), and the interview meter kept (D79). */
export function usoTrasLimpiar(uso: Record<string, unknown> | undefined, usuarios: number): Record<string, number> {
  const entrevistas = typeof uso?.entrevistas === 'number' ? uso.entrevistas : 0;
  return { usuarios, candidatos: 0, entrevistas };
}

const CLAVE_RESPUESTAS = new RegExp(`^DOSIERRESP#(?:(${TIPOS_DOSIER.filter((t) => t !== 'dosier-algoritmico').join('|')})#)?(\\d{6})$`);

/**
 * Why a row of the company's answers to the dossier or to Colombia's study (issue 67 item 7) cannot be
 * written, or undefined: the documents read them as they are (the newest version by key, each answer a
 * text of its document's questions, who saved it), so a row the screens could not have saved is refused
 * rather than stored to break the document — a key of no document, a version that is not its key's,
 * a question of the other document, an answer that is not a text or is too long.
 */
export function motivoRespuestasDosier(sk: string, item: Record<string, unknown>): string | undefined {
  if (segmento(sk) !== 'DOSIERRESP') return undefined;
  const invalida = fmt(msg.filaInvalida, { motivo: fmt(msg.respuestasDosierInvalidas, { max: DOSIER.respuestaMax }) });
  const m = CLAVE_RESPUESTAS.exec(sk);
  if (!m) return invalida;
  const tipo = (m[1] ?? 'dosier-algoritmico') as TipoDosier;
  const claves = new Set<string>(CLAVES_DOCUMENTO[tipo]);
  const respuestas = item.respuestas;
  const por = item.guardadaPor as { id?: unknown; nombre?: unknown } | null | undefined;
  const valida =
    item.version === Number(m[2]) &&
    Number(m[2]) >= 1 &&
    typeof item.guardadaEn === 'string' &&
    typeof por?.id === 'string' &&
    typeof por.nombre === 'string' &&
    typeof respuestas === 'object' &&
    respuestas !== null &&
    !Array.isArray(respuestas) &&
    Object.entries(respuestas).every(([c, t]) => claves.has(c) && typeof t === 'string' && t.length <= DOSIER.respuestaMax);
  return valida ? undefined : invalida;
}

/**
 * Why a WhatsApp opt-in row (issue 68 item 3) cannot be written, or undefined: a send relies on it, so a
 * row its module could not have written is refused — a key that is not its own E.164 number, no candidate,
 * a state, source or history of another shape. (A company's own file carries its own words; the words name
 * the company they were given to.)
 */
export function motivoOptInWhatsApp(sk: string, item: Record<string, unknown>): string | undefined {
  if (segmento(sk) !== 'WAOPTIN') return undefined;
  const telefono = sk.slice('WAOPTIN#'.length);
  const historial = item.historial;
  const valida =
    /^\+[1-9]\d{6,14}$/.test(telefono) &&
    item.telefono === telefono &&
    typeof item.candidatoId === 'string' &&
    item.candidatoId !== '' &&
    (item.estado === 'activo' || item.estado === 'baja') &&
    typeof item.texto === 'string' &&
    ['invitacion', 'mis_datos', 'personal'].includes(item.fuente as string) &&
    typeof item.en === 'string' &&
    !Number.isNaN(Date.parse(item.en)) &&
    typeof item.version === 'number' &&
    Array.isArray(historial) &&
    historial.length <= 20;
  return valida ? undefined : fmt(msg.filaInvalida, { motivo: 'consentimiento de WhatsApp incompleto' });
}
