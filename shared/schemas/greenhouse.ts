// Greenhouse's Assessment Partner API as Talentia serves it (D146; docs/greenhouse.md):
// Greenhouse calls the partner — Talentia — to list the tests a company may send (its contracted
// HR services), to send one to a candidate (an interview scheduled and its invitation mailed) and to
// ask how it went. The shapes are Greenhouse's, field by field, from its published document
// (developers.greenhouse.io/assessment.html; the JSON Schemas written from it, with their source,
// are test/contratos/greenhouse.json, against which the tests check every request and answer).
// Greenhouse "reserves the right to add more properties to objects": its bodies are read with
// z.object (unknown fields dropped), not refused as the house's own strict bodies are.
import * as z from 'zod/mini';
import { Id } from './comun.js';
import { Entrevista } from './entrevista.js';

export const GREENHOUSE = {
  /** Days the report link answered in `partner_profile_url` opens the report. */
  enlaceInformeDias: 30,
  /** The report link's token: this prefix and 32 random bytes, base64url. */
  prefijoEnlace: 'inf_',
  /** Shared report links opened per source address and window (guessing is pointless, but bounded). */
  aperturasPorOrigen: 120,
  ventanaMs: 15 * 60_000,
  /** The state Greenhouse waits for (it stops polling on it). */
  completo: 'complete',
} as const;

/** A shared report link's token as the server makes them. */
export const FORMATO_ENLACE_INFORME = /^inf_[A-Za-z0-9_-]{43}$/;

const Texto = (max: number) => z.string().check(z.maxLength(max));
const TextoOpcional = (max: number) => z.optional(z.nullable(Texto(max)));

/** GET list_tests: the tests (services) the company may send. */
export const PruebaGreenhouse = z.object({ partner_test_id: z.string(), partner_test_name: z.string() });
export const ListaPruebasGreenhouse = z.array(PruebaGreenhouse);

/** POST send_test: the test, the candidate, who sent it and where to PATCH when it is done. */
export const EnvioGreenhouse = z.object({
  partner_test_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  candidate: z.object({
    first_name: TextoOpcional(200),
    last_name: TextoOpcional(200),
    preferred_name: TextoOpcional(200),
    /** Checked as a candidate's email is (CandidatoCreate) when the candidate is made. */
    email: Texto(320),
    phone_number: TextoOpcional(100),
    resume_url: TextoOpcional(2_000),
    greenhouse_profile_url: TextoOpcional(2_000),
  }),
  sent_by: TextoOpcional(320),
  /** Greenhouse's URL of this take-home test: it names the send, so a repeated send schedules nothing new. */
  url: z.string().check(z.minLength(1), z.maxLength(2_000)),
});
export type EnvioGreenhouse = z.output<typeof EnvioGreenhouse>;

export const EnvioGreenhouseRespuesta = z.object({ partner_interview_id: z.string() });

/** GET test_status?partner_interview_id=: the interview's id, as send_test answered it. */
export const EstadoGreenhouseQuery = z.object({ partner_interview_id: Id });

/** A non-nested object whose values are JavaScript primitives (Greenhouse shows them as they are). */
const MetadatosGreenhouse = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const EstadoGreenhouse = z.object({
  partner_status: z.string(),
  /** Only once complete: the report, through a link that expires. */
  partner_profile_url: z.optional(z.string()),
  partner_score: z.optional(z.number()),
  metadata: z.optional(MetadatosGreenhouse),
});
export type EstadoGreenhouse = z.output<typeof EstadoGreenhouse>;

/** POST response_error: Greenhouse reports an answer of ours it could not use. */
export const ErrorRespuestaGreenhouse = z.object({
  api_call: Texto(100),
  errors: z.array(Texto(2_000)).check(z.maxLength(100)),
  partner_test_id: TextoOpcional(200),
  partner_test_name: TextoOpcional(400),
  partner_interview_id: TextoOpcional(200),
  candidate_email: TextoOpcional(320),
});

export const ErrorRespuestaGreenhouseData = z.object({ status: z.literal(200) });

// ---- The report behind `partner_profile_url` (Talentia's own shapes) -------------------------

/** POST /api/greenhouse/informe: the link's token (it comes in the page's fragment, never in a URL the server logs). */
export const InformeCompartidoBody = z.strictObject({ token: z.string().check(z.maxLength(200)) });

/** A reviewed interview's report, read-only, as the link opens it. */
export const InformeCompartido = z.object({
  entrevista: Entrevista,
  /** The company's name, at the top of the report and its PDF. */
  empresa: z.string(),
  /** When the link stops opening it. */
  expiraEn: z.string(),
});
export type InformeCompartido = z.output<typeof InformeCompartido>;
