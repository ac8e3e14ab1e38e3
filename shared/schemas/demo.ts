// Demo requests (D96): the public form of the sign-in
// page and the superadmin's list. The form's fields map onto the onboarding wizard's data
// (schemas/empresa.ts OnboardingData): empresa → empresa.nombreLegal, nombre → administrador.nombre,
// email → administrador.email and empresa.email, cantidadTrabajadores → empresa.cantidadTrabajadores
// (the same stored values, TRABAJADORES_ONBOARDING), pais (a country's code, issue 67) → empresa.pais (its
// name), so a request pre-fills the wizard as it is.
// This module imports no other schema module: the sign-in page loads it with the form, lazily.
import * as z from 'zod/mini';
import { PAGINACION } from '../constants.js';
import { RANGOS_EMPLEADOS, etiquetaRangoEmpleados } from '../rangos-empleados.js';
import { demo as msg } from '../messages.js';
import { CODIGOS_PAIS } from '../paises.js';
import { CodigoPaisEntrada, EmailNormalizado, FechaHora, Id } from './comun.js';

/** The company-size options, the wizards' own (shared/rangos-empleados.ts, D128): stored value and the label shown. */
export const TAMANOS_DEMO = RANGOS_EMPLEADOS;
export type TamanoDemo = (typeof TAMANOS_DEMO)[number]['valor'];
export const etiquetaTamano = etiquetaRangoEmpleados;

export const LIMITES_DEMO = {
  /** Bytes of the form's body (413 above): the longest valid form is about 3 kB. */
  cuerpoMaxBytes: 8 * 1024,
  mensajeMax: 2_000,
  textoMax: 200,
  /** Requests per source address and per email in a window. */
  porOrigen: 5,
  porEmail: 2,
  ventanaMs: 60 * 60_000,
  /** Retention (TTL): a pending request, and an attended one from the day it was attended. */
  diasPendiente: 180,
  diasAtendida: 90,
} as const;

/** The version of the consent text (messages.ts demo.consentimientoTexto) a request was sent with; -2 names the country (issue 67). */
export const VERSION_CONSENTIMIENTO_DEMO = 'demo-2026-2';
/** The version of the consent text of a request to open an account (messages.ts demo.consentimientoTextoAlta, D162). */
export const VERSION_CONSENTIMIENTO_ALTA = 'alta-2026-2';

/**
 * What a request asks for (D162): a demo («Solicitar demo gratuita»), or the company's account
 * («Registrar nueva empresa»: accounts are provisioned by the platform's team with the onboarding
 * wizard, part 2 §2, so the sign-in page's registration is a request too, said as such).
 */
export const TIPOS_SOLICITUD = ['demo', 'alta'] as const;
export type TipoSolicitud = (typeof TIPOS_SOLICITUD)[number];

const Texto = (obligatorio: string) =>
  z.string({ error: obligatorio }).check(z.trim(), z.minLength(1, obligatorio), z.maxLength(LIMITES_DEMO.textoMax));

/** What the public form sends. `sitioWeb` is the honeypot: hidden from people, filled by bots. */
export const SolicitudDemoBody = z.strictObject({
  empresa: Texto(msg.empresaObligatoria),
  nombre: Texto(msg.nombreObligatorio),
  email: EmailNormalizado.check(z.maxLength(254)),
  cantidadTrabajadores: z.literal(
    TAMANOS_DEMO.map((t) => t.valor),
    { error: msg.tamanoObligatorio },
  ),
  /** The company's country, chosen from the known ones (shared/paises.ts); Spain when none is sent. */
  pais: CodigoPaisEntrada,
  mensaje: z._default(z.string().check(z.trim(), z.maxLength(LIMITES_DEMO.mensajeMax)), ''),
  consentimiento: z.literal(true, { error: msg.consentimientoObligatorio }),
  tipo: z._default(z.enum(TIPOS_SOLICITUD), 'demo'),
  sitioWeb: z.optional(z.string().check(z.maxLength(500))),
});
export type SolicitudDemoBody = z.output<typeof SolicitudDemoBody>;
export type SolicitudDemoEntrada = z.input<typeof SolicitudDemoBody>;

export const ESTADOS_SOLICITUD_DEMO = ['pendiente', 'atendida'] as const;
export const EstadoSolicitudDemo = z.enum(ESTADOS_SOLICITUD_DEMO);
export type EstadoSolicitudDemo = z.infer<typeof EstadoSolicitudDemo>;

/** A stored request as the superadmin reads it. */
export const SolicitudDemo = z.object({
  id: Id,
  empresa: z.string(),
  nombre: z.string(),
  email: z.string(),
  cantidadTrabajadores: z.number(),
  /** The company's country (issue 67); a request stored before it has none: Spain. */
  pais: z.optional(z.enum(CODIGOS_PAIS)),
  mensaje: z.string(),
  estado: EstadoSolicitudDemo,
  /** A demo, or the company's account (D162); a request stored before D162 is a demo. */
  tipo: z.optional(z.enum(TIPOS_SOLICITUD)),
  creadaEn: FechaHora,
  /** The consent as given: when, and the version of the text shown. */
  consentimiento: z.object({ aceptadoEn: FechaHora, version: z.string() }),
  atendidaEn: z.nullable(FechaHora),
  atendidaPor: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  /** The company the request became («Convertir en empresa», D98; D162): absent or null when it did not become one. */
  empresaCreada: z.optional(z.nullable(z.object({ id: z.string(), nombre: z.string() }))),
  /** When the request is erased by itself (the retention). */
  caducaEn: FechaHora,
});
export type SolicitudDemo = z.infer<typeof SolicitudDemo>;

export const SolicitudesDemoQuery = z.object({
  estado: z.optional(EstadoSolicitudDemo),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
export const SolicitudesDemoPage = z.object({ items: z.array(SolicitudDemo), cursor: z.nullable(z.string()) });
export const SolicitudDemoParams = z.object({ id: Id });
