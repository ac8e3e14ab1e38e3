// The company form (spec part 1 §2.7, §5): its values as the inputs hold them (text), how they
// become the body of POST or PUT /api/empresas, and the resolver that validates that body with the
// contract's own schema (EmpresaCreate, EmpresaUpdate, AdminData inside), so the browser and the
// server never disagree. Fields keep the body's paths, so every error lands on its input.
import type { FieldPath, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { LICENCIAS, PLAN_ESTRATEGICO, PLAN_POR_DEFECTO } from '@shared/constants';
import {
  EmpresaCreate,
  EmpresaUpdate,
  type PlanCodigo,
  SERVICIOS_CONTRATADOS_POR_DEFECTO,
  type TipoEmpresa,
} from '@shared/schemas/empresa';
import { EMPRESA_POR_DEFECTO } from '@shared/schemas/empresa-mapping';
import { errorIdentificacionFiscalEditada } from '@shared/identificacion-fiscal';
import { paisParaFormulario, zonaParaEmpresa } from '@shared/paises';
import { zonaInicial } from '../../lib/zona-horaria';
import type { EmpresaFila } from './api/empresas';

export type ModoEmpresa = 'crear' | 'editar';

export interface ValoresEmpresa {
  nombreLegal: string;
  nombreComercial: string;
  cif: string;
  email: string;
  telefono: string;
  cantidadTrabajadores: string;
  sectorIndustrial: string;
  tipoEmpresa: TipoEmpresa | '';
  direccion: {
    calle: string;
    numero: string;
    piso: string;
    puerta: string;
    codigoPostal: string;
    ciudad: string;
    provincia: string;
    pais: string;
  };
  plan: PlanCodigo;
  licencias: {
    activas: string;
    total: string;
    configuracion: { vigenciaDias: string; maxEntrevistasPorLicencia: string };
  };
  serviciosContratados: Record<string, boolean>;
  contextoEmpresarial: string;
  misionEmpresa: string;
  visionEmpresa: string;
  valoresEmpresa: string;
  objetivosEstrategicos: string;
  configuracion: {
    subdominio: string;
    /** The company's time zone (D81): a new company's is the creator's browser zone. */
    zonaHoraria: string;
    /** Days to object to an erasure a candidate asked for (D149); empty: the default. */
    plazoOposicionBorradoDias: string;
    /** Months a candidate not hired is kept after their process ends (D151); empty: the country's default. */
    retencionMeses: string;
    /** Its admins must sign in with a second factor (D155). */
    exigirSegundoFactor: boolean;
    configuracionIA: { chatgpt_enabled: boolean; claude_enabled: boolean; analisis_personalizado: boolean };
  };
  planEstrategico: { nombre: string; descripcion: string; contenido_texto: string; version: string };
  /** Its representative in its country (issue 67 item 7), shown where the country's law asks for one; empty: none. */
  representanteLocal: { nombre: string; contacto: string };
  /** The Administrador tab's switch (on by default when creating): adminData is sent only while it is on. */
  crearAdmin: boolean;
  adminData: { nombre: string; email: string; password: string; confirmPassword: string; telefono: string };
}

export type CuerpoEmpresa = EmpresaCreate | EmpresaUpdate;

/** What the company admin may not change on its own company (the server refuses it with a 400). */
export const SOLO_SUPERADMIN = ['plan', 'licencias', 'serviciosContratados', 'cif'] as const;

/** The placeholders the API puts in missing fields are not values to edit. */
function real(valor: string | undefined | null, placeholder?: string): string {
  return !valor || valor === placeholder ? '' : valor;
}

const numero = (v: number | undefined | null, porDefecto: number | '' = '') => String(v ?? porDefecto);

export function valoresIniciales(empresa?: EmpresaFila | null): ValoresEmpresa {
  const e = empresa ?? undefined;
  const dir = e?.direccion;
  const lic = e?.licencias;
  const ia = e?.configuracion?.configuracionIA;
  const plan = e?.planEstrategico ?? undefined;
  return {
    nombreLegal: real(e?.nombreLegal, EMPRESA_POR_DEFECTO.nombre),
    nombreComercial: real(e?.nombreComercial, EMPRESA_POR_DEFECTO.nombre),
    cif: real(e?.cif, EMPRESA_POR_DEFECTO.cif),
    email: real(e?.email, EMPRESA_POR_DEFECTO.email),
    telefono: real(e?.telefono, EMPRESA_POR_DEFECTO.telefono),
    cantidadTrabajadores: e ? numero(e.cantidadTrabajadores, 0) : '',
    sectorIndustrial: real(e?.sectorIndustrial),
    tipoEmpresa: e?.tipoEmpresa ?? '',
    direccion: {
      calle: real(dir?.calle),
      numero: real(dir?.numero),
      piso: real(dir?.piso),
      puerta: real(dir?.puerta),
      codigoPostal: real(dir?.codigoPostal),
      ciudad: real(dir?.ciudad),
      provincia: real(dir?.provincia),
      // The select's option (issue 67): a known country by its own name, another stored one as it is.
      pais: paisParaFormulario(dir?.pais || EMPRESA_POR_DEFECTO.pais),
    },
    plan: e?.plan ?? PLAN_POR_DEFECTO,
    licencias: {
      activas: numero(lic?.activas, 0),
      total: numero(lic?.total, 0),
      configuracion: {
        vigenciaDias: numero(lic?.configuracion?.vigenciaDias, LICENCIAS.vigenciaDiasPorDefecto),
        maxEntrevistasPorLicencia: numero(lic?.configuracion?.maxEntrevistasPorLicencia, LICENCIAS.maxEntrevistasPorLicenciaPorDefecto),
      },
    },
    serviciosContratados: { ...(e ? (e.serviciosContratados ?? {}) : SERVICIOS_CONTRATADOS_POR_DEFECTO) },
    contextoEmpresarial: real(e?.contextoEmpresarial),
    misionEmpresa: real(e?.misionEmpresa),
    visionEmpresa: real(e?.visionEmpresa),
    valoresEmpresa: real(e?.valoresEmpresa),
    objetivosEstrategicos: real(e?.objetivosEstrategicos),
    configuracion: {
      subdominio: real(e?.configuracion?.subdominio),
      // A stored zone as it is; otherwise the creator's where the company's country uses it, else the
      // country's own (issue 67 item 4).
      zonaHoraria: e?.configuracion?.zonaHoraria
        ? zonaInicial(e)
        : (zonaParaEmpresa(dir?.pais || EMPRESA_POR_DEFECTO.pais, zonaInicial(e)) ?? zonaInicial(e)),
      plazoOposicionBorradoDias: e?.configuracion?.plazoOposicionBorradoDias ? String(e.configuracion.plazoOposicionBorradoDias) : '',
      // Empty while the company has none of its own: its country's default applies, and the field says which (issue 67 item 7).
      retencionMeses: numero(e?.configuracion?.retencionMeses),
      exigirSegundoFactor: e?.configuracion?.exigirSegundoFactor === true,
      // A new company offers both providers' services (D81): off, nothing could be scheduled.
      configuracionIA: {
        chatgpt_enabled: ia?.chatgpt_enabled ?? !e,
        claude_enabled: ia?.claude_enabled ?? !e,
        analisis_personalizado: ia?.analisis_personalizado ?? false,
      },
    },
    planEstrategico: {
      nombre: real(plan?.nombre),
      descripcion: real(plan?.descripcion),
      contenido_texto: real(plan?.contenido_texto),
      version: plan?.version || PLAN_ESTRATEGICO.versionPorDefecto,
    },
    representanteLocal: { nombre: real(e?.representanteLocal?.nombre), contacto: real(e?.representanteLocal?.contacto) },
    // On when creating (D124): a company without an administrator is one nobody can enter;
    // turning it off is a choice, and the tab says what it means.
    crearAdmin: !e,
    adminData: { nombre: '', email: '', password: '', confirmPassword: '', telefono: '' },
  };
}

/**
 * A number input's text as the schema reads it: empty is "not given" (the schema's default
 * applies), anything else is its number (NaN included, which the schema refuses).
 */
function entero(v: string | undefined): number | undefined {
  const t = v?.trim();
  return t ? Number(t) : undefined;
}

/** Optional text: on create an empty field is not sent; on edit '' is sent so a field can be emptied. */
function texto(v: string | undefined, modo: ModoEmpresa): string | undefined {
  if (v === undefined) return undefined;
  const t = v.trim();
  return t || modo === 'editar' ? t : undefined;
}

/** An object without its undefined entries (JSON would drop them anyway; comparisons must too). */
function limpio<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The plan goes in the body once any of its texts is written, and always when editing a company that
 * has one or when a file is waiting to be uploaded with it (its name is then required).
 */
function planEscrito(p: ValoresEmpresa['planEstrategico']): boolean {
  return [p.nombre, p.descripcion, p.contenido_texto].some((v) => v?.trim());
}

/**
 * The body the form's values make (before the schema parses it). `tienePlan`: the company being
 * edited already holds a strategic plan; `conArchivo`: a plan file is chosen, to be uploaded once
 * the company is saved.
 */
export function cuerpoEmpresa(v: ValoresEmpresa, modo: ModoEmpresa, tienePlan = false, conArchivo = false): Record<string, unknown> {
  const activas = entero(v.licencias?.activas);
  const total = entero(v.licencias?.total);
  const cantidad = v.cantidadTrabajadores?.trim();
  const ia = v.configuracion?.configuracionIA;
  const plan = v.planEstrategico;
  const admin = v.adminData;
  return limpio({
    nombreLegal: v.nombreLegal,
    nombreComercial: texto(v.nombreComercial, modo),
    cif: v.cif,
    email: v.email?.trim(),
    telefono: texto(v.telefono, modo),
    // '' goes as it is: the schema turns an empty count into 0 (part 1 §5).
    cantidadTrabajadores: cantidad === undefined || cantidad === '' ? cantidad : Number(cantidad),
    sectorIndustrial: texto(v.sectorIndustrial, modo),
    tipoEmpresa: v.tipoEmpresa || undefined,
    direccion: limpio({
      calle: texto(v.direccion?.calle, modo),
      numero: texto(v.direccion?.numero, modo),
      piso: texto(v.direccion?.piso, modo),
      puerta: texto(v.direccion?.puerta, modo),
      codigoPostal: texto(v.direccion?.codigoPostal, modo),
      ciudad: texto(v.direccion?.ciudad, modo),
      provincia: texto(v.direccion?.provincia, modo),
      pais: v.direccion?.pais?.trim() || undefined,
    }),
    plan: v.plan || undefined,
    licencias: v.licencias
      ? limpio({
          activas,
          // As typed: a total below the active licences is refused with a message, never raised (D124).
          total,
          configuracion: limpio({
            vigenciaDias: entero(v.licencias.configuracion?.vigenciaDias),
            maxEntrevistasPorLicencia: entero(v.licencias.configuracion?.maxEntrevistasPorLicencia),
          }),
        })
      : undefined,
    serviciosContratados: v.serviciosContratados,
    contextoEmpresarial: texto(v.contextoEmpresarial, modo),
    misionEmpresa: texto(v.misionEmpresa, modo),
    visionEmpresa: texto(v.visionEmpresa, modo),
    valoresEmpresa: texto(v.valoresEmpresa, modo),
    objetivosEstrategicos: texto(v.objetivosEstrategicos, modo),
    configuracion: limpio({
      subdominio: v.configuracion?.subdominio?.trim() || undefined,
      zonaHoraria: v.configuracion?.zonaHoraria || undefined,
      plazoOposicionBorradoDias: entero(v.configuracion?.plazoOposicionBorradoDias),
      // Emptied when editing: back to the country's default (null clears the company's own).
      retencionMeses: entero(v.configuracion?.retencionMeses) ?? (modo === 'editar' ? null : undefined),
      // Said when on; an edit says off too (it may have been on).
      exigirSegundoFactor: v.configuracion?.exigirSegundoFactor ? true : modo === 'editar' ? false : undefined,
      configuracionIA: ia
        ? {
            chatgpt_enabled: !!ia.chatgpt_enabled,
            claude_enabled: !!ia.claude_enabled,
            analisis_personalizado: !!ia.analisis_personalizado,
          }
        : undefined,
    }),
    planEstrategico:
      plan && (planEscrito(plan) || conArchivo || (modo === 'editar' && tienePlan))
        ? limpio({
            nombre: plan.nombre,
            descripcion: texto(plan.descripcion, modo),
            contenido_texto: texto(plan.contenido_texto, modo),
            version: plan.version?.trim() || undefined,
          })
        : undefined,
    representanteLocal: modo === 'editar' ? representanteEscrito(v.representanteLocal) : undefined,
    adminData:
      modo === 'crear' && v.crearAdmin && admin
        ? limpio({
            nombre: admin.nombre,
            email: admin.email?.trim(),
            password: admin.password,
            confirmPassword: admin.confirmPassword,
            telefono: texto(admin.telefono, modo),
          })
        : undefined,
  });
}

/** The representative as an edit sends it: both empty is none (null), anything written goes for the schema to check. */
function representanteEscrito(r: ValoresEmpresa['representanteLocal'] | undefined): { nombre: string; contacto: string } | null {
  const nombre = r?.nombre?.trim() ?? '';
  const contacto = r?.contacto?.trim() ?? '';
  return nombre || contacto ? { nombre, contacto } : null;
}

const ENTERO_NO_NEGATIVO = 'Indica un número entero igual o mayor que 0';

/** Spanish texts for the bounds part 1 §5 sets and gives no message for. */
const MENSAJES_CAMPO: Record<string, string> = {
  cantidadTrabajadores: ENTERO_NO_NEGATIVO,
  'licencias.activas': ENTERO_NO_NEGATIVO,
  'licencias.total': ENTERO_NO_NEGATIVO,
  'licencias.configuracion.vigenciaDias': `La vigencia debe estar entre ${LICENCIAS.vigenciaDiasMin} y ${LICENCIAS.vigenciaDiasMax} días`,
  'licencias.configuracion.maxEntrevistasPorLicencia': `Debe estar entre ${LICENCIAS.maxEntrevistasPorLicenciaMin} y ${LICENCIAS.maxEntrevistasPorLicenciaMax} entrevistas`,
  'configuracion.subdominio': 'Solo minúsculas, números y guiones (hasta 63 caracteres)',
};

const mensajesCampo: { error: z.core.$ZodErrorMap } = {
  error: (issue) => MENSAJES_CAMPO[issue.path?.map(String).join('.') ?? ''],
};

/**
 * Validates the body the values make with the contract's schema for the mode; the parsed body is
 * what the submit handler receives.
 */
export function resolverEmpresa(
  modo: ModoEmpresa,
  tienePlan = false,
  conArchivo = false,
  antes?: { cif?: string; pais?: string },
): Resolver<ValoresEmpresa, unknown, CuerpoEmpresa> {
  // Editing, the tax id is checked as the server checks it (D128): when it or the country changes.
  const cifEditado = z.superRefine<EmpresaUpdate>((v, ctx) => {
    if (typeof v.cif !== 'string' || v.cif.trim() === '') return;
    const error = errorIdentificacionFiscalEditada(antes ?? {}, { cif: v.cif, pais: v.direccion?.pais });
    if (error) ctx.issues.push({ code: 'custom', message: error, input: v.cif, path: ['cif'] });
  });
  const schema = modo === 'crear' ? EmpresaCreate : EmpresaUpdate.check(cifEditado);
  const base = zodResolver(schema, mensajesCampo) as unknown as Resolver<Record<string, unknown>, unknown, CuerpoEmpresa>;
  return (values, context, options) => base(cuerpoEmpresa(values, modo, tienePlan, conArchivo), context, options as never);
}

/**
 * The update: the parsed body's top-level fields that differ from the company as it was loaded,
 * without those the company admin may not change.
 */
export function cambiosEmpresa(
  parsed: EmpresaUpdate,
  valores: ValoresEmpresa,
  iniciales: ValoresEmpresa,
  { tienePlan, esSuperadmin }: { tienePlan: boolean; esSuperadmin: boolean },
): EmpresaUpdate {
  const ahora = cuerpoEmpresa(valores, 'editar', tienePlan);
  const antes = cuerpoEmpresa(iniciales, 'editar', tienePlan);
  const cambios: Record<string, unknown> = {};
  for (const [campo, valor] of Object.entries(parsed)) {
    if (!esSuperadmin && (SOLO_SUPERADMIN as readonly string[]).includes(campo)) continue;
    if (JSON.stringify(ahora[campo]) !== JSON.stringify(antes[campo])) cambios[campo] = valor;
  }
  return cambios as EmpresaUpdate;
}

/** The form's tabs, and the fields each holds (to show where the errors are). */
export const PESTANAS = ['basicos', 'servicios', 'contexto', 'plan', 'admin'] as const;
export type Pestana = (typeof PESTANAS)[number];

export function pestanaDe(campo: string): Pestana {
  if (campo.startsWith('serviciosContratados')) return 'servicios';
  if (campo.startsWith('planEstrategico')) return 'plan';
  if (campo.startsWith('adminData')) return 'admin';
  if (
    ['contextoEmpresarial', 'misionEmpresa', 'visionEmpresa', 'valoresEmpresa', 'objetivosEstrategicos'].includes(campo) ||
    campo.startsWith('configuracion.configuracionIA')
  ) {
    return 'contexto';
  }
  return 'basicos';
}

/** Fields a server 400 may name in `details` (its `campo` is the body's path). */
export const CAMPOS_SERVIDOR: FieldPath<ValoresEmpresa>[] = [
  'nombreLegal',
  'nombreComercial',
  'cif',
  'email',
  'telefono',
  'cantidadTrabajadores',
  'sectorIndustrial',
  'tipoEmpresa',
  'configuracion.subdominio',
  'licencias.activas',
  'licencias.total',
  'licencias.configuracion.vigenciaDias',
  'licencias.configuracion.maxEntrevistasPorLicencia',
  'planEstrategico.nombre',
  'representanteLocal.nombre',
  'representanteLocal.contacto',
  'adminData.nombre',
  'adminData.email',
  'adminData.password',
  'adminData.confirmPassword',
  'adminData.telefono',
];
