// The candidate's «Mis datos» (D148; issue 44's right of access): the request for a link, the link's
// exchange for an access key, and what the page shows — per company that holds data about the
// email, what it stores. This is also the documented schema of the JSON download (docs/operations.md
// «Mis datos»): `formato` and `version` name it, so a later change of shape is a new version.
import * as z from 'zod/mini';
import { AyudaCandidato } from './ayuda-candidato.js';
import { MIS_DATOS } from '../constants.js';
import { BorradoTitular } from './borrado-solicitado.js';
import { misDatos as msg } from '../messages.js';
import { EmailNormalizado } from './comun.js';
import { ESTADOS_CANDIDATO } from './candidato.js';
import { AnclasCompetencia, EstadoEntrevista } from './entrevista.js';
import { ComentariosTitular, OpinionCandidato } from './comentarios.js';
import { Impugnacion } from './impugnacion.js';
import { AnalisisTexto, DecisionValidacion, InformeIA, METODOS_INFORME } from './informe.js';
import { VARIANTES_ESPANOL } from '../espanol.js';
import { SenalesRespuesta } from './integridad.js';
import { OptInTitular } from './whatsapp-optin.js';

/** POST /api/publico/mis-datos/solicitud: the email to send the link to. */
export const SolicitudMisDatos = z.strictObject({ email: EmailNormalizado });
export type SolicitudMisDatos = z.output<typeof SolicitudMisDatos>;

/** A token of the link or of the access key: base64url of MIS_DATOS.tokenBytes random bytes. */
const TokenMisDatos = (error: string) =>
  z.string({ error }).check(z.length(Math.ceil((MIS_DATOS.tokenBytes * 4) / 3), { error }), z.regex(/^[A-Za-z0-9_-]+$/, { error }));

/** POST /api/publico/mis-datos/acceso: the link's token (from the fragment of /mis-datos#token=…). */
export const AccesoMisDatosBody = z.strictObject({ token: TokenMisDatos(msg.enlaceInvalido) });

/** What opening the link gives: the page's access key and until when it works. */
export const AccesoMisDatos = z.object({ acceso: z.string(), expiraEn: z.string() });
export type AccesoMisDatos = z.infer<typeof AccesoMisDatos>;

export const AccesoMisDatosParams = z.object({ acceso: z.string().check(z.minLength(1), z.maxLength(300)) });

/** One answer of an interview: the question as asked and the candidate's words. */
export const RespuestaTitular = z.object({
  n: z.number(),
  fase: z.nullable(z.string()),
  pregunta: z.string(),
  respuesta: z.string(),
  origen: z.nullable(z.string()),
  respondidaEn: z.nullable(z.string()),
  /**
   * The follow-up (D67) and who wrote it: a model (provider and model; null on turns stored without
   * them) or the template's rules (`metodo: 'integrado'`, D158).
   */
  repregunta: z.nullable(
    z.object({
      pregunta: z.string(),
      respuesta: z.nullable(z.string()),
      metodo: z.optional(z.enum(METODOS_INFORME)),
      proveedor: z.nullable(z.string()),
      modelo: z.nullable(z.string()),
    }),
  ),
  /** The integrity signals the page noted for this answer (D158), when the company had them on. */
  senales: z.optional(SenalesRespuesta),
});

/** One review of the company's (the current one and those it corrected): who decided what, and why. */
export const RevisionTitular = z.object({
  decision: DecisionValidacion,
  comentario: z.string(),
  puntuacionesAjustadas: z.array(z.object({ habilidad: z.string(), puntuacion: z.number(), puntuacionIA: z.nullable(z.number()) })),
  revisadaPor: z.string(),
  fecha: z.string(),
  estadoCandidato: z.nullable(z.string()),
});

/**
 * The report as the candidate reads it (issue 54 item 7): the stored one with its text analysis named
 * for what it is, `analisisTexto`, not by the spec's internal `bertAnalysis` key (it is no BERT).
 */
export const InformeTitular = z.extend(z.omit(InformeIA, { bertAnalysis: true }), { analisisTexto: z.nullable(AnalisisTexto) });
export type InformeTitular = z.infer<typeof InformeTitular>;

export const EntrevistaTitular = z.object({
  id: z.string(),
  servicio: z.string(),
  fechaProgramada: z.string(),
  fechaRealizacion: z.nullable(z.string()),
  estado: EstadoEntrevista,
  consentimiento: z.nullable(z.object({ fecha: z.string(), version: z.string() })),
  /** The demo's generated answers (POST …/simular), not the candidate's words. */
  simulada: z.boolean(),
  respuestas: z.array(RespuestaTitular),
  /** The AI's report: every score with its quotes and the rubric anchor it matched, and how it was made (InformeTitular). */
  informe: z.nullable(InformeTitular),
  /** The company's review once saved (the interview validada), with the reviews it corrected. */
  revision: z.nullable(z.object({ actual: RevisionTitular, anteriores: z.array(RevisionTitular) })),
  /** What each rubric anchor the report names says (D152), from the design the interview was scheduled with; [] without a report. */
  rubrica: z.array(AnclasCompetencia),
  /** How the AI was used in this interview, in plain Spanish (D152; shared/mis-datos-explicacion.ts); [] before it was taken. */
  explicacion: z.array(z.string()),
  /** The candidate's views on the assessment and the company's answers (D150), oldest first; null: none sent. */
  impugnaciones: z.nullable(z.array(Impugnacion)),
  /** Who runs the process, the adjustments asked for and the thread with the company (D172). */
  ayuda: z.optional(AyudaCandidato),
  /** The feedback a person approved after the decision (D173); null: none sent. */
  comentarios: z.optional(z.nullable(ComentariosTitular)),
  /** Their own opinion of the process after «Finalizar» (D173); null: none given. */
  opinion: z.optional(z.nullable(OpinionCandidato)),
});

export const CandidatoTitular = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.nullable(z.string()),
  puesto: z.nullable(z.string()),
  posicion: z.nullable(z.string()),
  experiencia_años: z.nullable(z.number()),
  habilidades: z.array(z.string()),
  area: z.nullable(z.string()),
  estado: z.enum(ESTADOS_CANDIDATO),
  fechaCreacion: z.string(),
  fechaActualizacion: z.nullable(z.string()),
});

/**
 * Retention (D151): the company's period, when the data will be erased (null while the candidate's
 * process has not ended without being hired), the consent to be kept for future processes, and
 * whether the period can be extended now (with that consent, in the warning's days before the date).
 */
export const RetencionTitular = z.object({
  meses: z.number(),
  venceEn: z.nullable(z.string()),
  conservar: z.nullable(z.object({ fecha: z.string(), version: z.string() })),
  ampliable: z.boolean(),
});
export type RetencionTitular = z.infer<typeof RetencionTitular>;

export const EmpresaTitular = z.object({
  /**
   * `ley`: the law of the company's country as the interview's notice names it (D214); null for a country not known.
   * `variante`: the Spanish its candidates read (D215): the company's section of «Mis datos» speaks it.
   * `autoridad`: where to complain, its country's authority (D216).
   */
  empresa: z.object({
    id: z.string(),
    nombre: z.string(),
    contacto: z.string(),
    ley: z.optional(z.nullable(z.string())),
    variante: z.optional(z.enum(VARIANTES_ESPANOL)),
    /** Where to complain about it: its country's data-protection authority (D216). */
    autoridad: z.optional(z.string()),
    /** Its representative in the country where that law asks for one (Peru), in the interview notice's words (D216); null otherwise. */
    representante: z.optional(z.nullable(z.string())),
  }),
  candidato: CandidatoTitular,
  entrevistas: z.array(EntrevistaTitular),
  /** The candidate's request that this company erase their data (D149), while pending or opposed; null when none. */
  borrado: z.nullable(BorradoTitular),
  retencion: z.nullable(RetencionTitular),
  /**
   * WhatsApp notices (issue 68 item 3): the box to tick while the company has a WhatsApp number and the
   * candidate a phone, and the record of their opt-in for that phone (words, source, time, end, history).
   * Absent or null: nothing to show.
   */
  whatsapp: z.optional(z.nullable(OptInTitular)),
});
export type EmpresaTitular = z.infer<typeof EmpresaTitular>;

/** GET /api/publico/mis-datos/{acceso}: everything stored about the email, company by company. */
export const DatosTitular = z.object({
  formato: z.literal('talentia-mis-datos'),
  /** 2 (D152): each interview's `rubrica` and `explicacion`, the follow-up's provider and model. */
  version: z.literal(2),
  email: z.string(),
  generadoEn: z.string(),
  empresas: z.array(EmpresaTitular),
});
export type DatosTitular = z.infer<typeof DatosTitular>;

/** Routes of «Mis datos» that act on one company's data (D151): the access key and the company's id. */
export const EmpresaMisDatosParams = z.object({
  acceso: AccesoMisDatosParams.shape.acceso,
  empresaId: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** POST /api/publico/entrevistas/{token}/conservar: the version of the consent's text the candidate read. */
export const ConservarBody = z.strictObject({ version: z.string().check(z.minLength(1), z.maxLength(100)) });
export const ConservarData = z.object({ fecha: z.string(), version: z.string(), empresa: z.string() });
export const AmpliarData = z.object({ venceEn: z.string() });
