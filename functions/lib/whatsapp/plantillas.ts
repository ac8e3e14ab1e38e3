// The product's WhatsApp templates in a company's WhatsApp Business Account (issue 68 item 2; the
// templates themselves: shared/whatsapp-plantillas.ts). Two operations of Meta's document
// (`business-messaging-api_v23.0.yaml`, path `/{Version}/{WABA-ID}/message_templates`):
// - GET, operationId getTemplateByNameDefaultFields: its only query parameter is `name`, and it answers
//   the default fields (`data[]` of id, name, language, status, category, components). The document
//   declares no `fields` parameter for it, so none is sent (the emulator would count it a violation);
//   the status is among the defaults. One request per template, by name: the account may hold many
//   templates of its own and the list is paged (`paging.cursors`), a name is not.
// - POST (the create examples, e.g. «Create template w/ location header…»: name, language, category,
//   components; answer `{ id, status, category }` with status PENDING): Meta reviews it, usually within
//   minutes and up to 24 hours (…/templates/overview, «Template review»).
// A name+language pair exists once in an account, so a template already there is read, never created
// again. One that Meta rejected keeps its name and language: it is sent for review again with the
// document's editTemplate (`POST /{Version}/{TEMPLATE_ID}` with its category and components; answer
// `{ success: true }`), as Meta's guide says a rejected template is edited and resubmitted
// (…/templates/overview, «Editing templates»). So «Crear plantillas de nuevo» creates the missing
// ones and resubmits the rejected ones.
import { whatsapp as msg, fmt } from '../../../shared/messages.js';
import type { PlantillaEstado } from '../../../shared/schemas/whatsapp.js';
import { PLANTILLAS_WHATSAPP, peticionCrearPlantilla, type PlantillaWhatsApp } from '../../../shared/whatsapp-plantillas.js';
import { guardarPlantillasWhatsApp, plantillasWhatsAppDe } from '../db/whatsapp.js';
import { logger } from '../logger.js';
import { USER_AGENT, VERSION_GRAPH, graphUrl, motivoDeError, type OpcionesCloudApi } from './cloud-api.js';

/** A template as the list answers it (the default fields read; `rejected_reason` when Meta gives it). */
interface PlantillaGraph {
  id?: unknown;
  name?: unknown;
  language?: unknown;
  status?: unknown;
  rejected_reason?: unknown;
}

type Resultado<T> = { ok: true; valor: T } | { ok: false; error: string };

async function llamar(url: string, token: string, o: OpcionesCloudApi, cuerpo?: unknown): Promise<Resultado<Record<string, unknown>>> {
  const f = o.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await f(url, {
      method: cuerpo === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'user-agent': USER_AGENT,
        accept: 'application/json',
        ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(cuerpo === undefined ? {} : { body: JSON.stringify(cuerpo) }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { ok: false, error: msg.sinRed };
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) return { ok: false, error: motivoDeError(res.status, json).split(token).join('…') };
  return { ok: true, valor: (json ?? {}) as Record<string, unknown> };
}

const base = (o: OpcionesCloudApi, wabaId: string) =>
  `${(o.baseUrl ?? graphUrl()).replace(/\/+$/, '')}/${VERSION_GRAPH}/${encodeURIComponent(wabaId)}/message_templates`;

/** The account's template of that name in that language, if there is one (GET …/message_templates?name=). */
export async function leerPlantilla(
  wabaId: string,
  token: string,
  nombre: string,
  idioma: string,
  o: OpcionesCloudApi = {},
): Promise<Resultado<PlantillaGraph | null>> {
  const r = await llamar(`${base(o, wabaId)}?name=${encodeURIComponent(nombre)}`, token, o);
  if (!r.ok) return r;
  const data = Array.isArray(r.valor.data) ? (r.valor.data as PlantillaGraph[]) : [];
  // The filter is Graph's and may be looser than equality: the pair is matched here.
  return { ok: true, valor: data.find((t) => t.name === nombre && t.language === idioma) ?? null };
}

/** Creates the template in the account (POST …/message_templates): Meta's id and status (PENDING). */
export async function crearPlantilla(
  wabaId: string,
  token: string,
  p: PlantillaWhatsApp,
  idioma: string,
  o: OpcionesCloudApi = {},
): Promise<Resultado<PlantillaGraph>> {
  const r = await llamar(base(o, wabaId), token, o, peticionCrearPlantilla(p, idioma));
  return r.ok ? { ok: true, valor: { ...r.valor, name: p.nombre, language: idioma } } : r;
}

/** Sends a rejected template for review again with the product's text (POST /{TEMPLATE_ID}, editTemplate). */
export async function reenviarPlantilla(
  metaId: string,
  token: string,
  p: PlantillaWhatsApp,
  idioma: string,
  o: OpcionesCloudApi = {},
): Promise<Resultado<Record<string, unknown>>> {
  const { category, components } = peticionCrearPlantilla(p, idioma);
  const url = `${(o.baseUrl ?? graphUrl()).replace(/\/+$/, '')}/${VERSION_GRAPH}/${encodeURIComponent(metaId)}`;
  return llamar(url, token, o, { category, components });
}

const texto = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function estadoDe(p: PlantillaWhatsApp, idioma: string, leidaEn: string, r: Resultado<PlantillaGraph | null>): PlantillaEstado {
  const comun = { nombre: p.nombre, titulo: p.titulo, idioma, leidaEn };
  if (!r.ok) return { ...comun, metaId: null, estado: 'NO_CREADA', motivo: null, error: r.error };
  const t = r.valor;
  if (!t) return { ...comun, metaId: null, estado: 'NO_CREADA', motivo: null, error: msg.plantillaNoEncontrada };
  return {
    ...comun,
    metaId: texto(t.id),
    estado: texto(t.status) ?? 'PENDING',
    motivo: texto(t.rejected_reason),
    error: null,
  };
}

/**
 * Reads each product template's state in the account and, with `crear`, first creates the ones it does
 * not have; stores the outcome (Meta's id, status, when read) and answers it. Never throws for Meta's
 * answers: a template that could not be created or read is «NO_CREADA» with the reason, the others stand.
 */
export async function sincronizarPlantillas(
  empresaId: string,
  c: { wabaId: string; token: string; idioma: string; crear: boolean },
  now: Date,
  o: OpcionesCloudApi = {},
): Promise<PlantillaEstado[]> {
  const leidaEn = now.toISOString();
  const estados = await Promise.all(
    PLANTILLAS_WHATSAPP.map(async (p) => {
      let r: Resultado<PlantillaGraph | null> = await leerPlantilla(c.wabaId, c.token, p.nombre, c.idioma, o);
      if (c.crear && r.ok && r.valor === null) {
        const creada = await crearPlantilla(c.wabaId, c.token, p, c.idioma, o);
        // Read back once: a review may already have ended (the emulator's immediate approval; Meta's
        // automatic review of a utility template often takes seconds). If the read fails, the creation's answer stands.
        const leida = creada.ok ? await leerPlantilla(c.wabaId, c.token, p.nombre, c.idioma, o) : creada;
        r = leida.ok && leida.valor ? leida : creada;
      } else if (c.crear && r.ok && r.valor?.status === 'REJECTED' && typeof r.valor.id === 'string') {
        const rechazada = r.valor;
        const enviada = await reenviarPlantilla(rechazada.id as string, c.token, p, c.idioma, o);
        // Refused again at once: the rejection stands, with the reason of this refusal.
        if (!enviada.ok) r = { ok: true, valor: { ...rechazada, rejected_reason: enviada.error } };
        else {
          const leida = await leerPlantilla(c.wabaId, c.token, p.nombre, c.idioma, o);
          r = leida.ok && leida.valor ? leida : { ok: true, valor: { ...rechazada, status: 'PENDING', rejected_reason: null } };
        }
      }
      return estadoDe(p, c.idioma, leidaEn, r);
    }),
  );
  await guardarPlantillasWhatsApp(empresaId, estados);
  logger.info('WhatsApp templates read', {
    empresaId,
    estados: Object.fromEntries(estados.map((e) => [e.nombre, e.estado])),
  });
  return estados;
}

/** The summary a save or a re-read says. */
export const resumenPlantillas = (estados: PlantillaEstado[]) =>
  fmt(msg.plantillasLeidas, { aprobadas: estados.filter((e) => e.estado === 'APPROVED').length, total: estados.length });

/**
 * Whether the company's template `nombre` may be sent (for the sending increments): only when its last
 * read status is APPROVED. Meta refuses a send with any other (a PAUSED or DISABLED template answers an
 * error; a PENDING or REJECTED one does not exist for sending) — then the e-mail goes alone (issue 68).
 */
export async function plantillaUsable(empresaId: string, nombre: string): Promise<boolean> {
  return (await plantillasWhatsAppDe(empresaId)).some((p) => p.nombre === nombre && p.estado === 'APPROVED');
}
