// The oversight record (D153; issue 45 §1, EU AI Act Art. 12, 14 and 26): one entry per step in
// which the AI took part (an interview's start and end, each follow-up asked, each report) and per
// human decision over it (each review and correction, the company's pause of the AI). Entries hold
// ids, versions and hashes, never the candidate's personal data; they are never changed.
import * as z from 'zod/mini';
import { fmt, supervision as msg } from '../messages.js';
import { Id } from './comun.js';
import { TIPOS_MARCA } from './integridad.js';
import { DecisionValidacion, METODOS_INFORME, MOTIVOS_INTEGRADO, RECOMENDACIONES_IA } from './informe.js';

export const SUPERVISION = {
  /** How long an entry is kept (the table's TTL): Art. 26(6) asks for at least six months. */
  mesesConservacion: 24,
  /** The longest period one export covers. */
  mesesExportacionMax: 12,
  /** The most entries one export holds (read page by page on the server; the answer stays far under Lambda's 6 MB). */
  entradasExportacionMax: 5_000,
  /** The override's written reason, in characters. */
  motivoMax: 1_000,
} as const;

export const TIPOS_ENTRADA_SUPERVISION = [
  'entrevista_iniciada',
  'repregunta',
  'entrevista_finalizada',
  'informe',
  'revision',
  'correccion',
  'ia_pausada',
  'ia_reanudada',
] as const;
export type TipoEntradaSupervision = (typeof TIPOS_ENTRADA_SUPERVISION)[number];

export const TIPO_ENTRADA_ETIQUETA: Record<TipoEntradaSupervision, string> = {
  entrevista_iniciada: 'Entrevista iniciada',
  repregunta: 'Pregunta de seguimiento',
  entrevista_finalizada: 'Entrevista finalizada',
  informe: 'Informe',
  revision: 'Revisión',
  correccion: 'Corrección',
  ia_pausada: 'IA en pausa',
  ia_reanudada: 'IA reanudada',
};

/** Who acted: the candidate (by the interview's link), a user of the company (id and name) or the system (a job). */
export const ActorSupervision = z.object({
  tipo: z.enum(['candidato', 'usuario', 'sistema']),
  /** The user's id; null for the candidate and the system (the interview's id names the candidate's link). */
  id: z.nullable(z.string()),
  nombre: z.nullable(z.string()),
});
export type ActorSupervision = z.infer<typeof ActorSupervision>;

/** What the AI did in the step: which provider and model, which versions, the hashes of what went in and out. */
export const IASupervision = z.object({
  metodo: z.enum(METODOS_INFORME),
  proveedor: z.nullable(z.string()),
  modelo: z.string(),
  /** The version of the instructions the code sends (sha256 of them, first 12 hex digits). */
  promptVersion: z.nullable(z.string()),
  plantillaVersion: z.nullable(z.number()),
  rubricaVersion: z.nullable(z.number()),
  analizadorVersion: z.nullable(z.string()),
  /** SHA-256 (hex) of the input: the prompt as sent, or the built-in analyzer's input. */
  entradaSha256: z.nullable(z.string()),
  /** The output: the item that holds it and the SHA-256 of what was stored. */
  salidaId: z.nullable(z.string()),
  salidaSha256: z.nullable(z.string()),
  motivoIntegrado: z.nullable(z.enum(MOTIVOS_INTEGRADO)),
  /** A report's integrity checks (D157): their version and how many answers each kind of flag marked — counts, never passages. */
  integridad: z.optional(z.object({ version: z.string(), marcas: z.partialRecord(z.enum(TIPOS_MARCA), z.number()) })),
});
export type IASupervision = z.infer<typeof IASupervision>;

/** A review or a correction: the AI's recommendation beside the person's decision. */
export const RevisionSupervision = z.object({
  numero: z.number(),
  corrige: z.nullable(z.number()),
  decision: DecisionValidacion,
  recomendacionIA: z.enum(RECOMENDACIONES_IA),
  coincideConIA: z.boolean(),
  puntuacionesCambiadas: z.array(z.object({ habilidad: z.string(), puntuacionIA: z.nullable(z.number()), puntuacion: z.number() })),
  /** The written reason of an override (the decision differs or a score changed); null when none was needed. */
  motivo: z.nullable(z.string()),
  /** The competencies whose evidence the reviewer opened before deciding (sent by the form). */
  evidenciaAbierta: z.array(z.string()),
  competenciasConEvidencia: z.number(),
});
export type RevisionSupervision = z.infer<typeof RevisionSupervision>;

export const EntradaSupervision = z.object({
  id: z.string(),
  fecha: z.string(),
  tipo: z.enum(TIPOS_ENTRADA_SUPERVISION),
  entrevistaId: z.nullable(z.string()),
  actor: ActorSupervision,
  /** A follow-up: the question's number (from 0) and whether the model's question was asked or discarded. */
  pregunta: z.nullable(z.object({ n: z.number(), resultado: z.enum(['formulada', 'descartada']) })),
  ia: z.nullable(IASupervision),
  revision: z.nullable(RevisionSupervision),
  /** The interview's start and end, the report: whether the company's AI was paused then. */
  iaPausada: z.boolean(),
});
export type EntradaSupervision = z.infer<typeof EntradaSupervision>;

export const EntradasSupervision = z.object({ entradas: z.array(EntradaSupervision), cursor: z.nullable(z.string()) });
export type EntradasSupervision = z.infer<typeof EntradasSupervision>;

export const SupervisionEntrevistaQuery = z.object({
  empresaId: z.optional(Id),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
});

const mesesEntre = (desde: string, hasta: string) => {
  const [a, b] = [new Date(`${desde}T00:00:00Z`), new Date(`${hasta}T00:00:00Z`)];
  const limite = new Date(a);
  limite.setUTCMonth(limite.getUTCMonth() + SUPERVISION.mesesExportacionMax);
  return b.getTime() < limite.getTime();
};

/** GET /api/informes/supervision/exportar: a period (UTC days, both included) as CSV or JSON. */
export const SupervisionExportarQuery = z
  .object({
    empresaId: z.optional(Id),
    desde: z.iso.date(msg.periodoInvalido),
    hasta: z.iso.date(msg.periodoInvalido),
    formato: z._default(z.enum(['csv', 'json']), 'csv'),
  })
  .check(
    z.refine((q) => q.hasta >= q.desde, { message: msg.periodoInvertido, path: ['hasta'] }),
    z.refine((q) => q.hasta < q.desde || mesesEntre(q.desde, q.hasta), {
      message: fmt(msg.periodoLargo, { meses: SUPERVISION.mesesExportacionMax }),
      path: ['hasta'],
    }),
  );
export type SupervisionExportarQuery = z.output<typeof SupervisionExportarQuery>;

/** PUT /api/configuracion/empresa/{empresaId}/pausa-ia */
export const PausaIABody = z.strictObject({ pausada: z.boolean({ error: 'Indica si la IA queda en pausa' }) });
export type PausaIABody = z.output<typeof PausaIABody>;

/** The company's switch as stored in `configuracion.pausaIA` and shown: who moved it last, and when. */
export const PausaIA = z.object({
  pausada: z.boolean(),
  por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  fecha: z.nullable(z.string()),
});
export type PausaIA = z.infer<typeof PausaIA>;

/** Whether a company's stored configuration has the AI paused. */
export function iaPausada(empresa: object | undefined | null): boolean {
  const c = (empresa as { configuracion?: unknown } | undefined | null)?.configuracion as { pausaIA?: { pausada?: unknown } } | undefined;
  return c?.pausaIA?.pausada === true;
}
