// The oversight record's entries (D153), built from what the recorded write already holds: pure
// functions, so each entry is exactly what its transaction stores and the unit tests read them
// without a table. An entry holds ids, versions, hashes and the reviewer's own words; never the
// candidate's name, email or answers (a follow-up's input and a report's output are hashed).
import { createHash } from 'node:crypto';
import { coincideConIA, recomendacionDeIA, type InformeIA, type Validacion } from '../../../shared/schemas/informe.js';
import type { Integridad, TipoMarca } from '../../../shared/schemas/integridad.js';
import type { ActorSupervision, EntradaSupervision, TipoEntradaSupervision } from '../../../shared/schemas/supervision.js';
import type { Caller } from '../auth/caller.js';
import { idOrdenado } from '../db/ids.js';

export const sha256 = (texto: string) => createHash('sha256').update(texto, 'utf8').digest('hex');

/** A prompt's version: the SHA-256 of the instructions the code sends, first 12 hex digits. */
export const versionDeTexto = (texto: string) => `sha256:${sha256(texto).slice(0, 12)}`;

/** The name a user signs their reviews with (their profile's name, else their email). */
export function nombreDe(caller: Caller): string {
  const p = caller.profile as { nombre?: string; apellidos?: string };
  return [p.nombre, p.apellidos].filter(Boolean).join(' ').trim() || caller.email;
}

export const actorUsuario = (caller: Caller): ActorSupervision => ({ tipo: 'usuario', id: caller.userId, nombre: nombreDe(caller) });
export const ACTOR_CANDIDATO: ActorSupervision = { tipo: 'candidato', id: null, nombre: null };
export const ACTOR_SISTEMA: ActorSupervision = { tipo: 'sistema', id: null, nombre: null };

function base(tipo: TipoEntradaSupervision, fecha: Date, entrevistaId: string | null, actor: ActorSupervision, iaPausada: boolean) {
  return {
    id: idOrdenado(fecha),
    fecha: fecha.toISOString(),
    tipo,
    entrevistaId,
    actor,
    pregunta: null,
    ia: null,
    revision: null,
    iaPausada,
  } satisfies EntradaSupervision;
}

/** The interview moved to en_progreso: the candidate's consent, an interviewer's assisted start or a simulation. */
export function entradaInicio(entrevistaId: string, fecha: Date, actor: ActorSupervision, iaPausada: boolean): EntradaSupervision {
  return base('entrevista_iniciada', fecha, entrevistaId, actor, iaPausada);
}

/** The interview moved to completada (its analysis handed to the queue in the same write). */
export function entradaFin(entrevistaId: string, fecha: Date, actor: ActorSupervision, iaPausada: boolean): EntradaSupervision {
  return base('entrevista_finalizada', fecha, entrevistaId, actor, iaPausada);
}

/**
 * A follow-up the model wrote about answer `n`: asked (`formulada`) or discarded by the checks
 * (`descartada`: the answer was complete, or the question was malformed or touched a protected trait).
 * `entrada` is the message sent (the question, its rubric and the answer): only its hash is kept.
 */
export function entradaRepregunta(
  entrevistaId: string,
  n: number,
  fecha: Date,
  d: { proveedor: string; modelo: string; promptVersion: string; entrada: string; pregunta: string | null },
): EntradaSupervision {
  return {
    ...base('repregunta', fecha, entrevistaId, ACTOR_SISTEMA, false),
    pregunta: { n, resultado: d.pregunta === null ? 'descartada' : 'formulada' },
    ia: {
      metodo: 'proveedor',
      proveedor: d.proveedor,
      modelo: d.modelo,
      promptVersion: d.promptVersion,
      plantillaVersion: null,
      rubricaVersion: null,
      analizadorVersion: null,
      entradaSha256: sha256(d.entrada),
      salidaId: `ENTRESP#${n}`,
      salidaSha256: d.pregunta === null ? null : sha256(d.pregunta),
      motivoIntegrado: null,
    },
  };
}

/**
 * A follow-up the template's rules asked about answer `n` (D158): no model, no provider; the rules'
 * version stands where a model's id and a prompt's version would. `entrada` is the answer the rules
 * read: only its hash is kept. Only asked follow-ups are recorded (the rules' «no gap» is no step).
 */
export function entradaRepreguntaIntegrada(
  entrevistaId: string,
  n: number,
  fecha: Date,
  d: { version: string; entrada: string; pregunta: string; iaPausada: boolean },
): EntradaSupervision {
  return {
    ...base('repregunta', fecha, entrevistaId, ACTOR_SISTEMA, d.iaPausada),
    pregunta: { n, resultado: 'formulada' },
    ia: {
      metodo: 'integrado',
      proveedor: null,
      modelo: 'reglas de la plantilla',
      promptVersion: null,
      plantillaVersion: null,
      rubricaVersion: null,
      analizadorVersion: d.version,
      entradaSha256: sha256(d.entrada),
      salidaId: `ENTRESP#${n}`,
      salidaSha256: sha256(d.pregunta),
      motivoIntegrado: d.iaPausada ? 'ia_pausada' : 'sin_clave',
    },
  };
}

/** A report written (by a model or by the built-in analyzer), with the provenance it carries. */
export function entradaInforme(
  entrevistaId: string,
  informe: InformeIA,
  fecha: Date,
  d: { promptVersion: string; iaPausada: boolean },
): EntradaSupervision {
  const p = informe.procedencia;
  return {
    ...base('informe', fecha, entrevistaId, ACTOR_SISTEMA, d.iaPausada),
    ia: {
      metodo: p.metodo,
      proveedor: p.proveedor,
      modelo: p.modelo,
      promptVersion: p.metodo === 'proveedor' ? d.promptVersion : null,
      plantillaVersion: p.plantilla.version,
      rubricaVersion: p.rubricaVersion,
      analizadorVersion: p.analizadorVersion,
      entradaSha256: p.promptHash,
      salidaId: `ENTREVISTA#${entrevistaId}/informeIA`,
      salidaSha256: sha256(JSON.stringify(informe)),
      motivoIntegrado: p.motivoIntegrado,
      ...(informe.integridad ? { integridad: { version: informe.integridad.version, marcas: cuentaMarcas(informe.integridad) } } : {}),
    },
  };
}

/** How many answers each kind of flag marked (the oversight record keeps counts, never passages). */
function cuentaMarcas(i: Integridad): Partial<Record<TipoMarca, number>> {
  const out: Partial<Record<TipoMarca, number>> = {};
  for (const tipo of new Set(i.marcas.map((m) => m.tipo)))
    out[tipo] = new Set(i.marcas.filter((m) => m.tipo === tipo).map((m) => m.pregunta)).size;
  return out;
}

/** The competencies with quotes to open (what the evidence-first form shows before confirming). */
export const competenciasConEvidencia = (informe: Pick<InformeIA, 'softSkills'>) =>
  informe.softSkills.filter((s) => s.evidencia.length > 0).map((s) => s.habilidad);

/**
 * Whether a review overrides the AI (D153): its decision is not the AI's recommendation, or it
 * changes a score. An override needs a written reason.
 */
export function esCambioSobreIA(
  v: Pick<Validacion, 'decision' | 'puntuacionesAjustadas'>,
  informe: Pick<InformeIA, 'conclusiones' | 'recomendacion'>,
) {
  return v.decision !== recomendacionDeIA(informe) || v.puntuacionesAjustadas.length > 0;
}

/** A person's review (or the correction of one) beside the AI's recommendation. */
export function entradaRevision(
  entrevistaId: string,
  informe: InformeIA,
  v: Validacion,
  corrige: number | null,
  caller: Caller,
  d: { motivo: string | null; evidenciaAbierta: string[] },
): EntradaSupervision {
  const recomendacionIA = v.recomendacionIA ?? recomendacionDeIA(informe);
  const conEvidencia = competenciasConEvidencia(informe);
  const abiertas = new Set(d.evidenciaAbierta.map((c) => c.trim().toLowerCase()));
  return {
    ...base(corrige === null ? 'revision' : 'correccion', new Date(v.fecha), entrevistaId, actorUsuario(caller), false),
    revision: {
      numero: v.numero ?? 1,
      corrige,
      decision: v.decision,
      recomendacionIA,
      coincideConIA: coincideConIA(v.decision, recomendacionIA),
      puntuacionesCambiadas: v.puntuacionesAjustadas.map((a) => ({
        habilidad: a.habilidad,
        puntuacionIA: a.puntuacionIA,
        puntuacion: a.puntuacion,
      })),
      motivo: d.motivo,
      // Only the report's own competencies, named as the report names them.
      evidenciaAbierta: conEvidencia.filter((c) => abiertas.has(c.trim().toLowerCase())),
      competenciasConEvidencia: conEvidencia.length,
    },
  };
}

/** The company's switch: the AI paused or resumed, by whom. */
export function entradaPausa(pausada: boolean, fecha: Date, caller: Caller): EntradaSupervision {
  return base(pausada ? 'ia_pausada' : 'ia_reanudada', fecha, null, actorUsuario(caller), pausada);
}
