// Configuration entries of a company (spec part 2 §3 "Configuration entry", §7, §8; D61):
// named values a company keeps (id, empresaId, nombre, valor, tipo, descripcion, activo). `valor`
// travels and is stored as text, as the spec's client sends it; `tipo` says how to read it and the
// value must parse as that type. Never a secret: provider keys go through their own routes (D60).
import * as z from 'zod/mini';
import { PAGINACION } from '../constants.js';
import { configuracion as MENSAJES_CONFIGURACION } from '../messages.js';
import { Id, TextoCorto } from './comun.js';

export { MENSAJES_CONFIGURACION };

export const TIPOS_CONFIGURACION = ['string', 'number', 'boolean', 'json'] as const;
export type TipoConfiguracion = (typeof TIPOS_CONFIGURACION)[number];

/** At most this many entries per company (D61). */
export const MAX_CONFIGURACIONES_POR_EMPRESA = 200;
export const MAX_VALOR = 4000;

/** A key-like name: letters without accents, digits, '.', '-', '_'; unique per company whatever its case. */
export const NombreConfiguracion = z
  .string({ error: MENSAJES_CONFIGURACION.nombreObligatorio })
  .check(
    z.trim(),
    z.minLength(1, { error: MENSAJES_CONFIGURACION.nombreObligatorio }),
    z.maxLength(100, { error: MENSAJES_CONFIGURACION.nombreFormato }),
    z.regex(/^[A-Za-z0-9_.-]+$/, { error: MENSAJES_CONFIGURACION.nombreFormato }),
  );

export const TipoConfiguracion = z.enum(TIPOS_CONFIGURACION, { error: MENSAJES_CONFIGURACION.tipoInvalido });

export const ValorConfiguracion = z
  .string({ error: MENSAJES_CONFIGURACION.valorObligatorio })
  .check(z.maxLength(MAX_VALOR, { error: MENSAJES_CONFIGURACION.valorLargo }));

/** The message that says why `valor` is not a value of `tipo`, or null when it is. */
export function errorValorTipo(tipo: TipoConfiguracion, valor: string): string | null {
  switch (tipo) {
    case 'string':
      return null;
    case 'number':
      return /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(valor.trim()) && Number.isFinite(Number(valor))
        ? null
        : MENSAJES_CONFIGURACION.valorNumero;
    case 'boolean':
      return valor === 'true' || valor === 'false' ? null : MENSAJES_CONFIGURACION.valorBooleano;
    case 'json':
      try {
        JSON.parse(valor);
        return null;
      } catch {
        return MENSAJES_CONFIGURACION.valorJson;
      }
  }
}

const valorSegunTipo = z.superRefine((v: { tipo?: TipoConfiguracion; valor?: string }, ctx) => {
  if (v.valor === undefined) return;
  const error = errorValorTipo(v.tipo ?? 'string', v.valor);
  if (error) ctx.issues.push({ code: 'custom', message: error, input: v.valor, path: ['valor'] });
});

/** Part 2 §3: a configuration entry as the API answers it. */
export const Configuracion = z.object({
  id: Id,
  empresaId: Id,
  nombre: z.string(),
  valor: z.string(),
  tipo: TipoConfiguracion,
  descripcion: z.optional(z.string()),
  activo: z.boolean(),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});
export type Configuracion = z.infer<typeof Configuracion>;

/** POST body (part 2 §7): empresaId, nombre, valor, tipo (default string), descripcion, activo (default true). */
export const ConfiguracionCreate = z
  .strictObject({
    empresaId: z.optional(Id),
    nombre: NombreConfiguracion,
    valor: ValorConfiguracion,
    tipo: z._default(TipoConfiguracion, 'string'),
    descripcion: z.optional(TextoCorto),
    activo: z._default(z.boolean(), true),
  })
  .check(valorSegunTipo);
export type ConfiguracionCreate = z.infer<typeof ConfiguracionCreate>;

/**
 * PUT /{id} body: every field optional, the company cannot change. When only one of tipo and
 * valor comes, the server checks it against the stored other one.
 */
export const ConfiguracionUpdate = z
  .strictObject({
    nombre: z.optional(NombreConfiguracion),
    valor: z.optional(ValorConfiguracion),
    tipo: z.optional(TipoConfiguracion),
    descripcion: z.optional(TextoCorto),
    activo: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.valor === undefined || v.tipo === undefined) return;
      const error = errorValorTipo(v.tipo, v.valor);
      if (error) ctx.issues.push({ code: 'custom', message: error, input: v.valor, path: ['valor'] });
    }),
  );
export type ConfiguracionUpdate = z.infer<typeof ConfiguracionUpdate>;

/** Upsert by name (part 2 §7): valor, tipo (default string) and descripcion; a new entry is active. */
export const ConfiguracionUpsert = z
  .strictObject({
    valor: ValorConfiguracion,
    tipo: z._default(TipoConfiguracion, 'string'),
    descripcion: z.optional(TextoCorto),
  })
  .check(valorSegunTipo);
export type ConfiguracionUpsert = z.infer<typeof ConfiguracionUpsert>;

export const ConfiguracionIdParams = z.object({ id: Id });
export const ConfiguracionEmpresaParams = z.object({ empresaId: Id });
export const ConfiguracionNombreParams = z.object({ empresaId: Id, nombre: NombreConfiguracion });
export const ConfiguracionEmpresaQuery = z.object({ empresaId: z.optional(Id) });
export const ConfiguracionesQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
export const ConfiguracionesPage = z.object({ items: z.array(Configuracion), cursor: z.nullable(z.string()) });
export type ConfiguracionesPage = z.infer<typeof ConfiguracionesPage>;
