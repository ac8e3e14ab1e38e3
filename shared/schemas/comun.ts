// Building blocks shared by the entity schemas of shared/schemas/: ids, timestamps, plan codes,
// limits, subdomains, colours. Entity files import from here; nothing here has a default.
import * as z from 'zod/mini';
import { ILIMITADO } from '../constants.js';
import { entrevistas as msgEntrevistas, fmt, listas as msgListas, paises as msgPaises } from '../messages.js';
import { CODIGOS_PAIS, PAIS_POR_DEFECTO, listaPaises, nombrePaisConocido } from '../paises.js';
import { ROLES } from '../permissions.js';

/** A record id as the server hands it out (UUIDs; never '#' or whitespace, see functions/lib/db/keys.ts). */
export const Id = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^#\s]+$/));
export type Id = z.infer<typeof Id>;

/**
 * An id in a path where a sibling route has a literal segment in the same place: an id is never
 * that word, so each URL reaches one route and the OpenAPI document says so (D91:
 * `/api/candidatos/{id}/exportar` beside `/api/candidatos/importaciones/{id}`).
 */
export function idSalvo(...palabras: string[]) {
  return z.string().check(z.minLength(1), z.maxLength(200), z.regex(new RegExp(`^(?!(?:${palabras.join('|')})$)[^#\\s]+$`)));
}

/** A point in time, ISO 8601 in UTC (`Date#toISOString()`). */
export const FechaHora = z.iso.datetime();
export type FechaHora = z.infer<typeof FechaHora>;

/** A calendar date, `YYYY-MM-DD` (date inputs). */
export const Fecha = z.iso.date();
export type Fecha = z.infer<typeof Fecha>;

export const Rol = z.enum(ROLES);
export type Rol = z.infer<typeof Rol>;

/** The seeded plans (part 1 §9, part 2 §9 table). The superadmin adds others (D94). */
export const PLANES = ['starter', 'professional', 'enterprise'] as const;
/**
 * A plan's id: a slug (a-z, 0-9, hyphen). Any stored plan (D94): the seeded three or one the
 * superadmin created. The schema checks only the shape; whether the plan exists and is offered
 * (activo) is checked against the stored plan at write time, in the write's own transaction.
 */
export const PlanCodigo = z.string().check(z.minLength(1), z.maxLength(60), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
export type PlanCodigo = z.infer<typeof PlanCodigo>;

/** A quota: a whole number, or -1 for unlimited. */
export const Limite = z.number().check(z.int(), z.minimum(ILIMITADO));
export type Limite = z.infer<typeof Limite>;

/** A usage counter. */
export const Contador = z.number().check(z.int(), z.nonnegative());
export type Contador = z.infer<typeof Contador>;

/** A stable code (HR service codigo, plan id): letters, digits, hyphen and underscore. */
export const Codigo = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/));
export type Codigo = z.infer<typeof Codigo>;

/** Part 2 §5: a subdomain is lower-case and keeps only a-z, digits and hyphen. */
export const Subdominio = z.string().check(z.minLength(1), z.maxLength(63), z.regex(/^[a-z0-9-]+$/));
export type Subdominio = z.infer<typeof Subdominio>;

export const ColorHex = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));
export type ColorHex = z.infer<typeof ColorHex>;

/** An in-app path such as /entrevistas; never another origin (`//host`) or a `javascript:` URL. */
export const RutaInterna = z.string().check(z.regex(/^\/(?![/\\])/));
export type RutaInterna = z.infer<typeof RutaInterna>;

/** The `{ success, message }` answer of actions that only report an outcome (tests, initialisation). */
export const ResultadoAccion = z.object({ success: z.boolean(), message: z.string() });
export type ResultadoAccion = z.infer<typeof ResultadoAccion>;

/** Free text of a form field (names, phones, short descriptions). */
export const TextoCorto = z.string().check(z.maxLength(500));

/** «País no admitido: elige España, México…»: the known countries listed from shared/paises.ts, once. */
export const MENSAJE_PAIS_NO_ADMITIDO = fmt(msgPaises.noAdmitido, { paises: listaPaises() });

/**
 * A company's «País» in new input (issue 67 items 1 and 11): a known country, by its name or as a person
 * may type it ('mexico', 'MX'), stored by its own name ('México'; empty is the default, 'España');
 * another is refused. A stored company is read with any text (one saved before the list, «Portugal»),
 * and an edit that leaves it as it is keeps it (functions/lib/empresas/actualizar.ts).
 */
export const PaisEmpresa = TextoCorto.check(
  z.refine((v) => nombrePaisConocido(v) !== null, { error: MENSAJE_PAIS_NO_ADMITIDO }),
  z.overwrite((v) => nombrePaisConocido(v) ?? v),
);

/** A known country by its code (the demo request's `pais`); Spain when none is sent. */
export const CodigoPaisEntrada = z._default(z.enum(CODIGOS_PAIS, { error: MENSAJE_PAIS_NO_ADMITIDO }), PAIS_POR_DEFECTO);

/**
 * The superadmin's company search (`?q=`): case-insensitive, on the commercial name, legal name or
 * email (functions/lib/db/empresas.ts paginaEmpresas). The companies list and the SaaS panel's tenants
 * take this one (D108); it lives here, not in empresas-api.ts, so that a SaaS function does not load the
 * company's schemas to read it.
 */
export const BusquedaEmpresas = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/** Long free text (biographies, context, prompts). */
export const TextoLargo = z.string().check(z.maxLength(20_000));

/** Email as typed: trimmed and lower-cased before it is checked (part 1 §5), on both sides. */
export const EmailNormalizado = z.pipe(
  z.string({ error: 'El email es obligatorio' }).check(z.trim(), z.toLowerCase(), z.minLength(1, 'El email es obligatorio')),
  z.email('Introduce un email válido'),
);

/** `?empresaId=`: the company the superadmin names (company users may only name their own). */
export const EmpresaQuery = z.object({ empresaId: z.optional(Id) });

/** An IANA time zone the server's Intl knows ('Europe/Madrid'); dates in emails are written in it. */
export const ZonaHoraria = z.string().check(
  z.maxLength(64),
  z.refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('es', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: msgEntrevistas.zonaInvalida },
  ),
);

/**
 * A list's period (Entrevistas, Informes and their exports; D192): the company's days `AAAA-MM-DD`,
 * both included; either may be left out. The server reads each day in the company's zone.
 */
export const FiltroPeriodo = {
  desde: z.optional(z.iso.date(msgListas.periodoInvalido)),
  hasta: z.optional(z.iso.date(msgListas.periodoInvalido)),
};

export const IdFiltro = (error: string) =>
  z.string({ error }).check(z.minLength(1, error), z.maxLength(200, error), z.regex(/^[^#\s]+$/, error));

/** A list's template and reviewer (Entrevistas, Informes and their exports; D198): ids, checked as ids. */
export const FiltroPlantillaRevisor = {
  servicioId: z.optional(IdFiltro(msgListas.plantillaInvalida)),
  revisorId: z.optional(IdFiltro(msgListas.revisorInvalido)),
};

type Periodo = { desde?: string | undefined; hasta?: string | undefined };

/** «hasta» not before «desde» (the check of a query object that spreads FiltroPeriodo). */
export function periodoNoInvertido() {
  return z.refine<Periodo>((q) => !q.desde || !q.hasta || q.hasta >= q.desde, {
    message: msgListas.periodoInvertido,
    path: ['hasta'],
  });
}

/**
 * The «Señales de integridad» filter of the lists (Informes, Entrevistas: D202; a vacancy's own: D206):
 * interviews whose report flagged answers, or analysed without flags.
 */
export const FILTROS_SENALES = ['con', 'sin'] as const;
export type FiltroSenales = (typeof FILTROS_SENALES)[number];
