// The backend → client mapping rules of part 1 §3.2 (plan aliases, estado from activa, the
// defaults for missing values) and the subdomain rule of part 2 §5. Pure functions: the current
// time is a parameter wherever it matters.
import * as z from 'zod/mini';
import { BORRADO_SOLICITADO, LICENCIAS, LIMITES_POR_DEFECTO, LIMITES_POR_PLAN } from '../constants.js';
import { zonaValida } from '../fechas.js';
import { mesesDeRetencion } from '../retencion.js';
import { PlanCodigo } from './comun.js';
import { IDIOMAS_TRANSCRIPCION, type IdiomaTranscripcion } from '../paises.js';
import {
  ESTADOS_EMPRESA,
  EliminacionEmpresa,
  Empresa,
  EstadoEmpresa,
  PlanEstrategico,
  SalvaguardaTransferencia as SalvaguardaGuardada,
  SERVICIOS_CONTRATADOS_POR_DEFECTO,
  TIPOS_EMPRESA,
  type ContextoEmpresarial,
  type Limites,
  type TipoEmpresa,
} from './empresa.js';

/** Placeholders of part 1 §3.2 for values the backend does not send. */
export const EMPRESA_POR_DEFECTO = {
  nombre: 'Empresa sin nombre',
  cif: 'Sin CIF',
  email: 'sin-email@talentia.local',
  telefono: 'Sin teléfono',
  direccion: 'Sin dirección',
  pais: 'España',
} as const;

const ALIAS_PLAN: Readonly<Record<string, PlanCodigo>> = {
  basico: 'starter',
  starter: 'starter',
  profesional: 'professional',
  professional: 'professional',
  empresarial: 'enterprise',
  enterprise: 'enterprise',
};

/** Lower-case, trimmed, without accents: 'Básico ' → 'basico'. */
function normaliza(texto: string): string {
  return texto
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * basico/starter → starter, profesional/professional → professional, empresarial/enterprise →
 * enterprise; a plan id the superadmin created (a slug such as 'pyme-plus') stays itself (D94);
 * anything else → starter.
 */
export function mapPlan(raw: unknown): PlanCodigo {
  if (typeof raw !== 'string') return 'starter';
  const alias = ALIAS_PLAN[normaliza(raw)];
  if (alias) return alias;
  return PlanCodigo.safeParse(raw).success ? raw : 'starter';
}

/** activa true → activa, false → suspendida, missing → activa. */
export function mapEstado(activa?: boolean | null): Extract<EstadoEmpresa, 'activa' | 'suspendida'> {
  return activa === false ? 'suspendida' : 'activa';
}

/** Lower-cased, whitespace runs → one hyphen, then only a-z, 0-9 and '-' kept (part 1 §3.2, part 2 §5). */
export function subdominioDesdeNombre(nombre: string): string {
  return (
    nombre
      .trim()
      .toLowerCase()
      // Accented letters keep their base letter ('Ingeniería' → 'ingenieria'), then only a-z, 0-9 and '-'.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
  );
}

/** The limits a company gets when created on a plan (part 1 §9); unknown names go through mapPlan. */
export function limitesParaPlan(plan: PlanCodigo | string): Limites {
  const p = mapPlan(plan);
  return { ...(LIMITES_POR_PLAN[p as keyof typeof LIMITES_POR_PLAN] ?? LIMITES_POR_PLAN.starter) };
}

/** Part 1 §5: the licence total becomes the larger of the active count and the current total. */
export function totalLicencias(activas: number, totalActual: number): number {
  return Math.max(activas, totalActual);
}

/** Part 2 §5: a comma-separated input as a list, each item trimmed, empty items dropped. */
export function listaDesdeComas(texto: string): string[] {
  return texto
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Part 1 §3.2: the context as text, built from mision, vision, valores, sector and size. */
export function contextoEmpresarialTexto(
  ctx: Partial<Pick<ContextoEmpresarial, 'mision' | 'vision' | 'valores' | 'sector' | 'tamaño'>>,
): string {
  const partes: Array<[string, string | undefined]> = [
    ['Misión', ctx.mision],
    ['Visión', ctx.vision],
    ['Valores', ctx.valores],
    ['Sector', ctx.sector],
    ['Tamaño', ctx.tamaño],
  ];
  return partes
    .filter(([, v]) => typeof v === 'string' && v.trim().length > 0)
    .map(([k, v]) => `${k}: ${(v as string).trim()}`)
    .join('\n');
}

// ---- toEmpresaCliente ------------------------------------------------------------------------

type Raw = Record<string, unknown>;

function obj(v: unknown): Raw | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : undefined;
}

function texto(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t.length > 0 ? t : undefined;
}

function primero(...vals: unknown[]): string | undefined {
  for (const v of vals) {
    const t = texto(v);
    if (t !== undefined) return t;
  }
  return undefined;
}

function entero(v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function booleano(v: unknown): boolean | undefined {
  return typeof v === 'boolean' ? v : undefined;
}

/** A Date, an epoch number or a parseable date string as ISO 8601 UTC; undefined otherwise. */
function fechaIso(v: unknown): string | undefined {
  if (!(v instanceof Date) && typeof v !== 'string' && typeof v !== 'number') return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

const EmailValido = z.email();

function serviciosContratados(v: unknown): Record<string, boolean> {
  if (Array.isArray(v)) {
    const codigos = v.filter((c): c is string => typeof c === 'string' && /^[A-Za-z0-9_-]+$/.test(c));
    if (codigos.length > 0) return Object.fromEntries(codigos.map((c) => [c, true]));
  }
  const o = obj(v);
  if (o) {
    const entradas = Object.entries(o).filter(([k, b]) => typeof b === 'boolean' && /^[A-Za-z0-9_-]{1,100}$/.test(k)) as Array<
      [string, boolean]
    >;
    if (entradas.length > 0) return Object.fromEntries(entradas);
  }
  return { ...SERVICIOS_CONTRATADOS_POR_DEFECTO };
}

function direccionCompleta(d: Raw): string | undefined {
  const linea = (...p: unknown[]) =>
    p
      .map(texto)
      .filter((s): s is string => s !== undefined)
      .join(' ');
  const partes = [linea(d.calle, d.numero), linea(d.piso, d.puerta), linea(d.codigoPostal, d.ciudad), linea(d.provincia)];
  const out = partes.filter((s) => s.length > 0).join(', ');
  return out.length > 0 ? out : undefined;
}

/**
 * A company as the backend sends it → the company as the client holds it (part 1 §3.2).
 * Reads id or _id, plan or planActivo (aliases via mapPlan), estado (or activa via mapEstado),
 * createdAt, estadisticas {candidatosRegistrados, totalEntrevistas}, and fills every missing value
 * with the §3.2 default. `now` fixes the licence expiry of a company that has none (30 days ahead).
 */
export function toEmpresaCliente(raw: unknown, now: Date = new Date()): Empresa {
  const r = obj(raw) ?? {};
  const dir = obj(r.direccion);
  const lic = obj(r.licencias);
  const licConf = obj(lic?.configuracion);
  const conf = obj(r.configuracion);
  const ia = obj(conf?.configuracionIA);
  const lim = obj(r.limites);
  const uso = obj(r.uso);
  const stats = obj(r.estadisticas);
  const ctx = obj(r.contextoEmpresarial);

  const nombreComercial = primero(r.nombreComercial, r.nombre, r.nombreLegal) ?? EMPRESA_POR_DEFECTO.nombre;
  const nombreLegal = primero(r.nombreLegal, r.nombre, r.nombreComercial) ?? EMPRESA_POR_DEFECTO.nombre;
  const email = texto(r.email);
  const plan = mapPlan(r.plan ?? r.planActivo);

  const activa = booleano(r.activa);
  const estadoRaw = texto(r.estado);
  const estado: EstadoEmpresa =
    estadoRaw && (ESTADOS_EMPRESA as readonly string[]).includes(estadoRaw) ? (estadoRaw as EstadoEmpresa) : mapEstado(activa);

  const limites: Limites = {
    usuarios: entero(lim?.usuarios, -1) ?? LIMITES_POR_DEFECTO.usuarios,
    candidatos: entero(lim?.candidatos, -1) ?? LIMITES_POR_DEFECTO.candidatos,
    entrevistas: entero(lim?.entrevistas, -1) ?? LIMITES_POR_DEFECTO.entrevistas,
  };

  const vencimiento = new Date(now.getTime() + LICENCIAS.vencimientoNuevaEmpresaDias * 24 * 60 * 60 * 1000);

  const tipo = texto(r.tipoEmpresa);
  const subdominio = subdominioDesdeNombre(primero(conf?.subdominio, r.subdominio) ?? nombreComercial);

  let contextoEmpresarial = texto(r.contextoEmpresarial);
  if (contextoEmpresarial === undefined && ctx) {
    contextoEmpresarial =
      texto(
        contextoEmpresarialTexto({
          mision: texto(ctx.mision),
          vision: texto(ctx.vision),
          valores: texto(ctx.valores),
          sector: texto(ctx.sector),
          tamaño: texto(ctx['tamaño']) as ContextoEmpresarial['tamaño'] | undefined,
        }),
      ) ?? undefined;
  }

  const pe = obj(r.planEstrategico);
  const planEstrategico = pe
    ? PlanEstrategico.safeParse({
        ...pe,
        version: texto(pe.version),
        fecha_subida: fechaIso(pe.fecha_subida),
      })
    : undefined;

  const limiteConf = (v: unknown, porDefecto: number) => entero(v, -1) ?? porDefecto;
  // Only a well-formed deletion state is shown; the stored one also names the job and who asked.
  const eliminacion = obj(r.eliminacion) ? EliminacionEmpresa.safeParse(r.eliminacion) : undefined;
  const salvaguarda = obj(conf?.salvaguardaTransferencia) ? SalvaguardaGuardada.safeParse(conf!.salvaguardaTransferencia) : undefined;

  return Empresa.parse({
    id: primero(r.id, r._id) ?? '',
    nombreLegal,
    nombreComercial,
    cif: primero(r.cif) ?? EMPRESA_POR_DEFECTO.cif,
    email: email && EmailValido.safeParse(email).success ? email : EMPRESA_POR_DEFECTO.email,
    telefono: primero(r.telefono) ?? EMPRESA_POR_DEFECTO.telefono,
    cantidadTrabajadores: entero(r.cantidadTrabajadores, 0) ?? 0,
    sectorIndustrial: primero(r.sectorIndustrial, ctx?.sector),
    tipoEmpresa: tipo && (TIPOS_EMPRESA as readonly string[]).includes(tipo) ? (tipo as TipoEmpresa) : undefined,
    licencias: {
      total: entero(lic?.total, 0) ?? 0,
      activas: entero(lic?.activas, 0) ?? 0,
      utilizadas: entero(lic?.utilizadas, 0) ?? 0,
      fechaVencimiento: fechaIso(lic?.fechaVencimiento) ?? vencimiento.toISOString(),
      configuracion: {
        vigenciaDias:
          entero(licConf?.vigenciaDias, LICENCIAS.vigenciaDiasMin, LICENCIAS.vigenciaDiasMax) ?? LICENCIAS.vigenciaDiasPorDefecto,
        maxEntrevistasPorLicencia:
          entero(licConf?.maxEntrevistasPorLicencia, LICENCIAS.maxEntrevistasPorLicenciaMin, LICENCIAS.maxEntrevistasPorLicenciaMax) ??
          LICENCIAS.maxEntrevistasPorLicenciaPorDefecto,
      },
    },
    direccion: {
      calle: texto(dir?.calle),
      numero: texto(dir?.numero),
      piso: texto(dir?.piso),
      puerta: texto(dir?.puerta),
      codigoPostal: texto(dir?.codigoPostal),
      ciudad: texto(dir?.ciudad),
      provincia: texto(dir?.provincia),
      pais: primero(dir?.pais) ?? EMPRESA_POR_DEFECTO.pais,
      completa:
        primero(dir?.completa, typeof r.direccion === 'string' ? r.direccion : undefined) ??
        (dir ? direccionCompleta(dir) : undefined) ??
        EMPRESA_POR_DEFECTO.direccion,
    },
    plan,
    estado,
    fechaCreacion: fechaIso(r.fechaCreacion ?? r.createdAt),
    fechaActualizacion: fechaIso(r.fechaActualizacion ?? r.updatedAt),
    activo: booleano(r.activo) ?? activa ?? true,
    serviciosContratados: serviciosContratados(r.serviciosContratados),
    configuracion: {
      subdominio: subdominio.length > 0 ? subdominio.slice(0, 63) : undefined,
      configuracionIA: ia
        ? {
            chatgpt_enabled: booleano(ia.chatgpt_enabled),
            claude_enabled: booleano(ia.claude_enabled),
            analisis_personalizado: booleano(ia.analisis_personalizado),
            prompt_personalizado: texto(ia.prompt_personalizado),
            idioma_transcripcion: (IDIOMAS_TRANSCRIPCION as readonly unknown[]).includes(ia.idioma_transcripcion)
              ? (ia.idioma_transcripcion as IdiomaTranscripcion)
              : undefined,
            criterios_evaluacion:
              texto(ia.criterios_evaluacion) ??
              (Array.isArray(ia.criterios_evaluacion)
                ? ia.criterios_evaluacion.filter((c): c is string => typeof c === 'string')
                : undefined),
          }
        : undefined,
      zonaHoraria: zonaValida(texto(conf?.zonaHoraria)) ? texto(conf?.zonaHoraria) : undefined,
      retencionMeses:
        typeof conf?.retencionMeses === 'number' ? mesesDeRetencion({ configuracion: { retencionMeses: conf.retencionMeses } }) : undefined,
      maxUsuarios: limiteConf(conf?.maxUsuarios, limites.usuarios),
      maxCandidatos: limiteConf(conf?.maxCandidatos, limites.candidatos),
      maxEntrevistas: limiteConf(conf?.maxEntrevistas, limites.entrevistas),
      plazoOposicionBorradoDias: entero(conf?.plazoOposicionBorradoDias, BORRADO_SOLICITADO.plazoDiasMin, BORRADO_SOLICITADO.plazoDiasMax),
      exigirSegundoFactor: conf?.exigirSegundoFactor === true ? true : undefined,
      // The recorded transfer safeguard (issue 67 item 8) is the company's record of compliance: the
      // exported file carries it like the representative, so a file says which contract was relied on.
      salvaguardaTransferencia: salvaguarda?.success ? salvaguarda.data : undefined,
    },
    limites,
    uso: {
      usuarios: entero(uso?.usuarios, 0) ?? 0,
      candidatos: entero(uso?.candidatos, 0) ?? entero(stats?.candidatosRegistrados, 0) ?? 0,
      entrevistas: entero(uso?.entrevistas, 0) ?? entero(stats?.totalEntrevistas, 0) ?? 0,
    },
    contextoEmpresarial,
    misionEmpresa: primero(r.misionEmpresa, ctx?.mision),
    visionEmpresa: primero(r.visionEmpresa, ctx?.vision),
    valoresEmpresa: primero(r.valoresEmpresa, ctx?.valores),
    objetivosEstrategicos: primero(r.objetivosEstrategicos),
    planEstrategico: r.planEstrategico === null ? null : planEstrategico?.success ? planEstrategico.data : undefined,
    eliminacion: eliminacion?.success ? eliminacion.data : undefined,
    representanteLocal: representanteLocal(r.representanteLocal),
  });
}

/** The stored representative (issue 67 item 7) when it has both parts; removed (null) or partial, none. */
function representanteLocal(v: unknown): { nombre: string; contacto: string } | undefined {
  const r = obj(v);
  const nombre = typeof r?.nombre === 'string' ? r.nombre.trim() : '';
  const contacto = typeof r?.contacto === 'string' ? r.contacto.trim() : '';
  return nombre && contacto ? { nombre, contacto } : undefined;
}
