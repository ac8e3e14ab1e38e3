// WhatsApp beside the candidate's mails (issue 68 items 4, 5 and 7; docs/data-model.md «WhatsApp messages:
// sends and usage»). The mail always goes: this never throws, never replaces it, and is called beside it.
// A send goes only when every rule holds, checked here in this order:
// - the company has a connection (else nothing is recorded: WhatsApp was never possible), whose last
//   check is «conectada»;
// - the candidate has a phone, a valid number;
// - the number's opt-in (`WAOPTIN#{telefono}`) is active and names this candidate (Meta's opt-in policy:
//   developers.facebook.com/docs/whatsapp/overview/getting-opt-in — nothing without it);
// - a template is APPROVED in the company's account (D222; outside the 24-hour window only templates may go).
// Every attempt past the first rule is recorded (an EnvioWhatsAppItem, with the pointer `WAMSG#{wamid}` when
// Meta accepted it) so the interview's timeline says what went, or why not. An accepted one adds to the
// company's month of usage. A refused one counts the `WhatsAppEnvioFallido` metric.
// The Cloud API call: `POST /{Version}/{Phone-Number-ID}/messages` (the document's sendMessage), with the
// template's language as created (D222: `{code, policy: 'deterministic'}`) and its body parameters in the
// template's variables order; or, for a staff answer inside the window, `type: 'text'`.
// No automatic reply ever goes from here: each send is a notice of the product or a person's answer
// (Meta's Business Solution Terms, from 15 January 2026, forbid general-purpose AI assistants).
import { randomUUID } from 'node:crypto';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { whatsappEnvio as msg, fmt } from '../../../shared/messages.js';
import { CODIGOS_PAIS, paisDeEmpresa, type CodigoPais } from '../../../shared/paises.js';
import { idiomaPlantillas, plantillaWhatsApp, type NombrePlantilla } from '../../../shared/whatsapp-plantillas.js';
import { aMicros, mercadoDe, precioWhatsApp } from '../../../shared/whatsapp-tarifas.js';
import { abrir } from '../cifrado.js';
import { getCandidato } from '../db/candidatos.js';
import type { EmpresaItem } from '../db/empresas.js';
import { getItem, transact } from '../db/repository.js';
import { conexionWhatsAppDe, plantillasWhatsAppDe } from '../db/whatsapp.js';
import { VENTANA_MS, pasosEnvioWhatsApp, whatsappKeys, type EnvioWhatsAppItem, type OptInWhatsAppItem } from '../db/whatsapp-mensajes.js';
import { logger } from '../logger.js';
import { telefonoParaWhatsApp } from '../telefono.js';
import { USER_AGENT, VERSION_GRAPH, graphUrl, type OpcionesCloudApi } from './cloud-api.js';
import { contextoWhatsApp } from './conexion-guardar.js';
import type { SalidaMetrica } from '../mail/metrica.js';
import { contarWhatsApp, METRICA_WHATSAPP_ENVIO_FALLIDO } from './metricas.js';

/** What the interview says about its candidate (an EntrevistaItem has all of it). */
export interface EntrevistaWhatsApp {
  id: string;
  empresaId: string;
  candidatoId: string;
  candidatoNombre: string;
  servicioNombre: string;
}

/** The values a template's variables take, by the variable's description in shared/whatsapp-plantillas.ts. */
export type VariablesWhatsApp = Partial<Record<string, string>>;

export interface OpcionesEnvio extends OpcionesCloudApi {
  metrica?: SalidaMetrica;
}

/** What became of it: `sin_conexion` is recorded nowhere; the others are the item's estado. */
export type ResultadoWhatsApp = { estado: 'sin_conexion' } | { estado: EnvioWhatsAppItem['estado']; motivo?: string; wamid?: string };

/** The Cloud API's limits on a body parameter: no new lines or tabs, no more than four spaces in a row. */
const parametro = (v: string) => v.replace(/\s+/g, ' ').trim();
/** A free-form text body is at most 4096 characters (the document's TextObject). */
const TEXTO_MAX = 4096;

/**
 * The opt-in of `telefono` for this candidate, active: the rule of `optInVigente` (./optin.ts), read here with
 * the reason when it does not hold, which the interview's timeline shows on a «no_enviado» send.
 */
export async function optInActivo(
  empresaId: string,
  telefono: string,
  candidatoId: string,
): Promise<{ ok: true; optIn: OptInWhatsAppItem } | { ok: false; motivo: string }> {
  const o = await getItem<OptInWhatsAppItem>(whatsappKeys.optIn(empresaId, telefono));
  if (!o) return { ok: false, motivo: msg.sinOptIn };
  if (o.candidatoId !== candidatoId) return { ok: false, motivo: msg.optInDeOtro };
  if (o.estado !== 'activo') return { ok: false, motivo: msg.optInBaja };
  return { ok: true, optIn: o };
}

interface ErrorGraph {
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
}

/**
 * The Spanish reason of a refused send, from Graph's code (Meta's Cloud API error codes reference,
 * developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes, read 2026-11-29). Graph's own
 * words only ever as the detail of a refused parameter; the caller strips the token from any reason.
 */
export function motivoDeEnvio(status: number, cuerpo: unknown): string {
  const e = (cuerpo as ErrorGraph | null)?.error;
  const code = typeof e?.code === 'number' ? e.code : undefined;
  const detalle = () =>
    (typeof e?.error_data?.details === 'string'
      ? e.error_data.details
      : typeof e?.message === 'string'
        ? e.message
        : `respuesta ${status}`
    ).slice(0, 300);
  switch (code) {
    case 190: // access token expired or invalid
    case 104:
      return msg.tokenCaducado;
    case 10: // permission denied
    case 200:
    case 131005:
      return msg.sinPermiso;
    case 131026: // message undeliverable: not on WhatsApp, old app, or not accepted Meta's terms
    case 131021: // recipient cannot be the sender
      return msg.noEstaEnWhatsApp;
    case 131047: // re-engagement: more than 24 hours since the user's last message
      return msg.fueraDeVentana;
    case 132015: // template paused for low quality
      return msg.plantillaEnPausaMeta;
    case 132016: // template disabled
      return msg.plantillaDesactivadaMeta;
    case 132001: // template does not exist in that language
      return msg.plantillaNoExisteMeta;
    case 132000: // parameter count mismatch
    case 132005: // hydrated text too long
    case 132007: // format character policy
    case 132012: // parameter format mismatch
    case 131008: // required parameter missing
    case 131009: // parameter value not valid
      return fmt(msg.parametrosPlantilla, { detalle: detalle() });
    case 4: // app's call limit
    case 80007: // account's rate limit
    case 130429: // throughput
    case 131048: // spam rate limit
    case 131056: // pair rate limit
      return msg.limiteMeta;
    case 131031: // account locked
    case 131042: // payment issue
    case 368: // temporarily blocked for policy violations
      return msg.cuentaBloqueada;
    case 133010: // number not registered on the Cloud API
      return msg.numeroNoRegistrado;
  }
  if (status === 401) return msg.tokenCaducado;
  if (status === 403) return msg.sinPermiso;
  if (status === 429) return msg.limiteMeta;
  if (status >= 500) return fmt(msg.metaNoResponde, { status });
  return fmt(msg.rechazado, { detalle: detalle() });
}

type Peticion = { tipo: 'plantilla'; nombre: NombrePlantilla; idioma: string; parametros: string[] } | { tipo: 'texto'; texto: string };

/** The body of sendMessage (the document's TemplateMessage / TextMessage). */
export function cuerpoMensaje(to: string, p: Peticion) {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (p.tipo === 'texto') return { ...base, type: 'text', text: { preview_url: false, body: p.texto.slice(0, TEXTO_MAX) } };
  return {
    ...base,
    type: 'template',
    template: {
      name: p.nombre,
      language: { code: p.idioma, policy: 'deterministic' },
      components: [{ type: 'body', parameters: p.parametros.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/** Meta's answer: its message id (wamid), or the reason it refused. The token never leaves in a reason. */
async function llamarEnvio(
  phoneNumberId: string,
  token: string,
  cuerpo: unknown,
  o: OpcionesCloudApi,
): Promise<{ ok: true; wamid: string } | { ok: false; motivo: string }> {
  const f = o.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await f(`${(o.baseUrl ?? graphUrl()).replace(/\/+$/, '')}/${VERSION_GRAPH}/${encodeURIComponent(phoneNumberId)}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'user-agent': USER_AGENT,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify(cuerpo),
      // The mail beside it waits for this: a slow Meta is a failed send, not a slow request.
      signal: AbortSignal.timeout(8_000),
    });
  } catch {
    return { ok: false, motivo: msg.sinRed };
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) return { ok: false, motivo: motivoDeEnvio(res.status, json).split(token).join('…') };
  const id = (json as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id;
  return typeof id === 'string' && id !== '' ? { ok: true, wamid: id } : { ok: false, motivo: msg.respuestaRara };
}

/** What one send adds to the company's month: accepted → its count by category and market and its price; refused → a failure. */
function deltasUso(item: EnvioWhatsAppItem): Record<string, number> | null {
  if (item.estado === 'no_enviado') return null;
  if (item.estado !== 'enviado') return { fallidos: 1 };
  return {
    enviados: 1,
    [`${item.categoria}#${item.mercado ?? 'SIN_TARIFA'}`]: 1,
    usdMicros: aMicros(item.precioEstimado?.importe ?? 0),
  };
}

interface Contexto {
  e: EntrevistaWhatsApp;
  empresa: EmpresaItem | undefined;
  now: Date;
  o: OpcionesEnvio;
}

/** The one path of every send: the rules, the call, the record. Never throws. */
async function enviar(
  c: Contexto,
  elegir: (optIn: OptInWhatsAppItem) => Promise<{ ok: true; peticion: Peticion } | { ok: false; motivo: string }>,
  plantillaPrevista: NombrePlantilla,
): Promise<ResultadoWhatsApp> {
  const { e, now, o } = c;
  try {
    const conexion = await conexionWhatsAppDe(e.empresaId);
    if (!conexion) return { estado: 'sin_conexion' };
    const enviadoEn = now.toISOString();
    const candidato = await getCandidato(e.empresaId, e.candidatoId);
    const pais = paisDeEmpresa(c.empresa);
    const leido = candidato?.telefono ? telefonoParaWhatsApp(candidato.telefono, pais) : null;
    const telefono = leido ? leido.e164 : (candidato?.telefono ?? '');
    const iso = leido?.pais ?? null;
    const base: Omit<EnvioWhatsAppItem, 'estado' | 'id' | 'estados' | 'tipo' | 'categoria' | 'precioEstimado'> = {
      empresaId: e.empresaId,
      entrevistaId: e.id,
      candidatoId: e.candidatoId,
      telefono,
      plantilla: plantillaPrevista,
      pais: iso && (CODIGOS_PAIS as readonly string[]).includes(iso) ? (iso as CodigoPais) : null,
      mercado: mercadoDe(iso),
      enviadoEn,
    };
    const noEnviado = (motivo: string, extra: Partial<EnvioWhatsAppItem> = {}) =>
      registrar(
        {
          ...base,
          tipo: 'plantilla',
          categoria: 'UTILITY',
          ...extra,
          id: randomUUID(),
          precioEstimado: null,
          estado: 'no_enviado',
          motivo,
        },
        o,
      );

    if (conexion.comprobacion.estado !== 'conectada')
      return await noEnviado(fmt(msg.conexionConError, { error: conexion.comprobacion.error ?? '' }));
    if (!candidato?.telefono) return await noEnviado(msg.sinTelefono);
    if (!leido) return await noEnviado(fmt(msg.telefonoNoValido, { telefono: candidato.telefono }));
    const optIn = await optInActivo(e.empresaId, telefono, e.candidatoId);
    if (!optIn.ok) return await noEnviado(optIn.motivo);
    const elegido = await elegir(optIn.optIn);
    if (!elegido.ok) return await noEnviado(elegido.motivo);
    const p = elegido.peticion;
    const tipo = p.tipo;
    const categoria = p.tipo === 'texto' ? 'SERVICE' : 'UTILITY';
    const plantilla = p.tipo === 'plantilla' ? p.nombre : undefined;

    const token = await abrir(conexion.sobreToken, contextoWhatsApp(e.empresaId, 'token'));
    // WhatsApp's `to` is the number with its country code; the document's examples write it with '+'.
    const r = await llamarEnvio(conexion.phoneNumberId, token, cuerpoMensaje(telefono, p), o);
    const { plantilla: _prevista, ...sinPlantilla } = base;
    const comun = { ...sinPlantilla, ...(plantilla ? { plantilla } : {}), tipo, categoria } as const;
    if (!r.ok) {
      contarWhatsApp(METRICA_WHATSAPP_ENVIO_FALLIDO, { plantilla: plantilla ?? 'texto', message: 'WhatsApp send failed' }, o.metrica);
      return await registrar({ ...comun, id: randomUUID(), precioEstimado: null, estado: 'fallido', motivo: r.motivo }, o);
    }
    return await registrar(
      { ...comun, id: r.wamid, wamid: r.wamid, precioEstimado: precioWhatsApp(categoria, iso, now), estado: 'enviado' },
      o,
    );
  } catch (err) {
    // A read or a write that failed: the mail went anyway; the log says why nothing is on the timeline.
    logger.warn('WhatsApp notice not sent', { empresaId: e.empresaId, entrevistaId: e.id, error: (err as Error).message });
    return { estado: 'fallido', motivo: (err as Error).message };
  }
}

/** Writes the send, its pointer (accepted) and what it adds to the month's usage, together. */
async function registrar(
  i: Omit<EnvioWhatsAppItem, 'estados'> & { estados?: EnvioWhatsAppItem['estados'] },
  _o: OpcionesEnvio,
): Promise<ResultadoWhatsApp> {
  const item: EnvioWhatsAppItem = {
    ...i,
    estados: [{ estado: i.estado, en: i.enviadoEn, ...(i.motivo ? { motivo: i.motivo } : {}) }],
  };
  await transact(pasosEnvioWhatsApp(item, deltasUso(item)));
  logger.info('WhatsApp notice', {
    empresaId: item.empresaId,
    entrevistaId: item.entrevistaId,
    plantilla: item.plantilla,
    estado: item.estado,
    ...(item.motivo ? { motivo: item.motivo } : {}),
  });
  return { estado: item.estado, ...(item.motivo ? { motivo: item.motivo } : {}), ...(item.wamid ? { wamid: item.wamid } : {}) };
}

/** The template's state in the account: usable only when APPROVED (D222), in the language it was created in. */
async function plantillaParaEnviar(
  empresaId: string,
  empresa: EmpresaItem | undefined,
  nombre: NombrePlantilla,
  variables: VariablesWhatsApp,
): Promise<{ ok: true; peticion: Peticion } | { ok: false; motivo: string }> {
  const def = plantillaWhatsApp(nombre);
  if (!def) return { ok: false, motivo: fmt(msg.plantillaNoCreada, { titulo: nombre }) };
  const estado = (await plantillasWhatsAppDe(empresaId)).find((p) => p.nombre === nombre);
  if (!estado || estado.estado === 'NO_CREADA') return { ok: false, motivo: fmt(msg.plantillaNoCreada, { titulo: def.titulo }) };
  if (estado.estado !== 'APPROVED')
    return { ok: false, motivo: fmt(msg.plantillaNoAprobada, { titulo: def.titulo, estado: estado.estado }) };
  const faltan = def.variables.filter((v) => !variables[v]?.trim());
  if (faltan.length) return { ok: false, motivo: fmt(msg.faltanDatos, { variables: faltan.join(', ') }) };
  return {
    ok: true,
    peticion: {
      tipo: 'plantilla',
      nombre,
      idioma: estado.idioma || idiomaPlantillas(paisDeEmpresa(empresa)),
      parametros: def.variables.map((v) => parametro(variables[v]!)),
    },
  };
}

/**
 * A notice of the interview by WhatsApp, beside its mail: the template `plantilla` with `variables` (by the
 * template's variable descriptions: «nombre del candidato», «empresa», «puesto»… — the candidate's name,
 * the company's and the service are filled in here). Never throws.
 */
export function avisarPorWhatsApp(
  plantilla: NombrePlantilla,
  e: EntrevistaWhatsApp,
  empresa: EmpresaItem | undefined,
  variables: VariablesWhatsApp,
  now = new Date(),
  o: OpcionesEnvio = {},
): Promise<ResultadoWhatsApp> {
  const todas = conComunes(e, empresa, variables);
  return enviar({ e, empresa, now, o }, () => plantillaParaEnviar(e.empresaId, empresa, plantilla, todas), plantilla);
}

/**
 * A person's answer in the help thread (issue 68 item 5): inside the 24-hour customer service window opened
 * by the candidate's last message (`ultimoEntranteEn`, Meta's rule: a free-form message only within 24 hours
 * of the person's last one) it goes as its own words (`type: text`, category SERVICE); outside it, as the
 * «tienes una respuesta» template pointing to where it is read. Never throws.
 */
export function responderPorWhatsApp(
  e: EntrevistaWhatsApp,
  empresa: EmpresaItem | undefined,
  texto: string,
  variables: VariablesWhatsApp,
  now = new Date(),
  o: OpcionesEnvio = {},
): Promise<ResultadoWhatsApp> {
  const todas = conComunes(e, empresa, variables);
  return enviar(
    { e, empresa, now, o },
    async (optIn) => {
      const ultimo = optIn.ultimoEntranteEn ? Date.parse(optIn.ultimoEntranteEn) : NaN;
      const enVentana = Number.isFinite(ultimo) && now.getTime() - ultimo < VENTANA_MS && ultimo <= now.getTime() + 60_000;
      if (enVentana && texto.trim()) return { ok: true, peticion: { tipo: 'texto', texto: texto.trim() } };
      return plantillaParaEnviar(e.empresaId, empresa, 'talentia_respuesta_v1', todas);
    },
    'talentia_respuesta_v1',
  );
}

function conComunes(e: EntrevistaWhatsApp, empresa: EmpresaItem | undefined, variables: VariablesWhatsApp): VariablesWhatsApp {
  return {
    'nombre del candidato': e.candidatoNombre,
    empresa: empresa ? nombreEmpresa(empresa) : '',
    puesto: e.servicioNombre,
    ...variables,
  };
}
