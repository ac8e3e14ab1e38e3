// The review form's values and the body they make (PUT /api/entrevistas/{id}/validacion; D69, D80):
// the scores left empty, or typed equal to the AI's, are not sent; the candidate's follow-up only when
// a new state is chosen (the review mails nobody: the outcome goes after it, D180). The body is validated with the contract's ValidacionBody,
// and a score's error goes back to the field it was typed in.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { supervision as msgSupervision } from '@shared/messages';
import { type DecisionValidacion, type RecomendacionIA, type SoftSkill, type Validacion, ValidacionBody } from '@shared/schemas/informe';
import { normalizarTexto } from '@shared/texto';

export interface ValoresRevision {
  decision: '' | DecisionValidacion;
  /** One per evaluated competency, in the report's order: '' keeps the AI's score. */
  ajustes: { puntuacion: string }[];
  comentario: string;
  estadoCandidato: '' | 'seleccionado' | 'rechazado';
  /** Why the decision or a score differs from the AI's (D153): required then. */
  motivoCambio: string;
  /** The competencies whose quotes the reviewer opened (D153), as the report names them. */
  evidenciaAbierta: string[];
}

/** What the review is measured against (D153): the AI's recommendation and the competencies with quotes to open. */
export interface ContextoIA {
  recomendacion: RecomendacionIA | null;
  conCitas: readonly string[];
  /** Who wrote the report, as the screens name it (D113): «de la IA» or «del analizador». */
  autor?: 'de la IA' | 'del analizador';
}

/** The form's starting values: empty for a first review; a correction starts from the current review's decision and scores. */
export function valoresIniciales(competencias: readonly SoftSkill[], actual?: Validacion | null): ValoresRevision {
  const ajustada = new Map((actual?.puntuacionesAjustadas ?? []).map((a) => [normalizarTexto(a.habilidad), a.puntuacion]));
  return {
    decision: actual?.decision ?? '',
    ajustes: competencias.map((s) => {
      const p = ajustada.get(normalizarTexto(s.habilidad));
      return { puntuacion: p === undefined ? '' : String(p) };
    }),
    comentario: '',
    estadoCandidato: '',
    motivoCambio: '',
    evidenciaAbierta: [],
  };
}

/** The competencies the reviewer may re-score: those the AI evaluated. */
export const evaluadas = (softSkills: readonly SoftSkill[]) => softSkills.filter((s) => s.evaluado && s.puntuacion !== null);

/**
 * The body the values make: only the scores typed and different from the AI's; the candidate's
 * follow-up only when a new state is chosen. `indices` maps each sent score back to
 * its field.
 */
export function cuerpoRevision(v: ValoresRevision, competencias: readonly SoftSkill[], corrige?: number, ia?: ContextoIA) {
  const ajustes = competencias.flatMap((s, i) => {
    const texto = v.ajustes[i]?.puntuacion?.trim() ?? '';
    const puntuacion = Number(texto);
    return texto === '' || puntuacion === s.puntuacion ? [] : [{ i, habilidad: s.habilidad, puntuacion }];
  });
  const body: Record<string, unknown> = { decision: v.decision || undefined, comentario: v.comentario };
  if (ajustes.length) body.puntuacionesAjustadas = ajustes.map(({ habilidad, puntuacion }) => ({ habilidad, puntuacion }));
  if (v.estadoCandidato) body.estadoCandidato = v.estadoCandidato;
  // A correction names the review it replaces (the one on screen): a newer one makes it a 409 (D80).
  if (corrige !== undefined) body.corrige = corrige;
  // D153: an override carries its reason; every review says which quotes were opened.
  const cambio = esCambio(v, ajustes.length > 0, ia);
  if (cambio && v.motivoCambio.trim()) body.motivoCambio = v.motivoCambio;
  if (ia?.conCitas.length) body.evidenciaAbierta = v.evidenciaAbierta;
  return { body, indices: ajustes.map((a) => a.i), cambio };
}

/** The decision is not the AI's recommendation, or a score was changed (D153): an override. */
function esCambio(v: ValoresRevision, conAjustes: boolean, ia: ContextoIA | undefined): boolean {
  if (!ia?.recomendacion || !v.decision) return false;
  return v.decision !== ia.recomendacion || conAjustes;
}

/** The competencies whose quotes are still to open. */
export const citasPendientes = (v: Pick<ValoresRevision, 'evidenciaAbierta'>, ia: ContextoIA) =>
  ia.conCitas.filter((c) => !v.evidenciaAbierta.includes(c));

/** The message when the AI's recommendation would be confirmed before every competency's quotes were opened. */
export const mensajeCitasPendientes = (pendientes: readonly string[], autor: ContextoIA['autor'] = 'de la IA') =>
  `Abre las citas de cada competencia antes de confirmar la recomendación ${autor} (falta${pendientes.length === 1 ? '' : 'n'}: ${pendientes.join(', ')})`;

const base = zodResolver(ValidacionBody) as unknown as Resolver<Record<string, unknown>, unknown, ValidacionBody>;

export function resolverRevision(
  competencias: readonly SoftSkill[],
  corrige?: number,
  ia?: ContextoIA,
): Resolver<ValoresRevision, unknown, ValidacionBody> {
  return async (valores, contexto, opciones) => {
    const { body, indices, cambio } = cuerpoRevision(valores, competencias, corrige, ia);
    const r = await base(body, contexto, opciones as never);
    const { puntuacionesAjustadas, ...resto } = r.errors as Record<string, unknown>;
    const errores: Record<string, unknown> = { ...resto };
    // D153: an override needs its reason; confirming the AI needs every competency's quotes opened.
    if (cambio && !valores.motivoCambio.trim()) errores.motivoCambio = { type: 'required', message: msgSupervision.motivoObligatorio };
    const pendientes = ia && valores.decision && !cambio ? citasPendientes(valores, ia) : [];
    if (pendientes.length) errores.evidenciaAbierta = { type: 'evidencia', message: mensajeCitasPendientes(pendientes, ia?.autor) };
    if (puntuacionesAjustadas) {
      // The score errors go back to the field each score was typed in.
      const ajustes: unknown[] = [];
      (puntuacionesAjustadas as ({ puntuacion?: unknown } | undefined)[]).forEach((e, k) => {
        if (e?.puntuacion) ajustes[indices[k]!] = { puntuacion: e.puntuacion };
      });
      errores.ajustes = ajustes;
    }
    if (!Object.keys(errores).length) return r as Awaited<ReturnType<Resolver<ValoresRevision, unknown, ValidacionBody>>>;
    return { values: {}, errors: errores as FieldErrors<ValoresRevision> };
  };
}

/**
 * Said above the review's comment, before it is written (issue 65 item 1, D179): the candidate reads the
 * review in «Mis datos» — the right of access covers opinions about a person (GDPR Art. 15; CJEU C-434/16
 * Nowak) — so the reviewer knows who will read it. The reason for a change is not shown there. The right
 * is named in the words of the company's country's law (issue 67 item 7; shared/paises.ts derechoAccesoDe).
 */
export function avisoComentarioCandidato(derechoAcceso: string): string {
  return `La persona candidata podrá leer este comentario: en «Mis datos» ve la decisión, este comentario, tu nombre y las puntuaciones del informe (su ${derechoAcceso}). Escríbelo como se lo explicarías a ella. El motivo del cambio no se le muestra: queda en el registro de supervisión.`;
}
