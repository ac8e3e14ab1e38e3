// GET /api/saas/exportar/{tipo} (D97): the SaaS panel's quick exports as `{tipo}_{YYYY-MM-DD}.csv`.
// Every source is read page by page through an index (never a Scan):
// - usuarios: every platform user through the users' index (GSI1 `USUARIOS`, by email) — id, name,
//   email, role, company, active, last access; never a password date, session marker or token;
// - facturacion: every subscription through its index (GSI1 `SUSCRIPCIONES`, newest first);
// - analytics: one row per month from the month items (D94) and the MRR walked back (kpis.ts), a
//   column per currency the platform bills in (issue 67).
// A file up to EXPORTACION.maxBytesEnLinea is answered as the download itself; a larger one is put
// in the files bucket under `plataforma/exportaciones/` and answered as a presigned GET of five
// minutes whose download keeps the file name; the bucket expires the file after a day.
import { randomUUID } from 'node:crypto';
import { PREFIJO_EXPORTACIONES_SAAS } from '../../../shared/constants.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { Moneda } from '../../../shared/moneda.js';
import { esMetodoPago } from '../../../shared/schemas/saas.js';
import { getEmpresa } from '../db/empresas.js';
import { entregarCsv, EXPORTACION, type Exportacion } from '../exportacion-csv.js';
import { leerContadores, leerMeses } from '../db/plataforma.js';
import type { Page } from '../db/repository.js';
import { paginaSuscripciones, type SuscripcionItem } from '../db/suscripciones.js';
import { paginaUsuarios, type ProfileItem } from '../db/usuarios.js';
import { csv, nombreExportacion, type Celda, type TipoExportacion } from './csv.js';
import { mrrPorMesYMoneda, type ContadoresKpi } from './kpis.js';
import { mesDe } from './reglas.js';
import { toSuscripcion } from './suscripciones.js';

/** Every item of a paginated read, one page after another (each page one Query of an index). */
async function todas<T>(pagina: (cursor: string | null) => Promise<Page<T>>): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const p: Page<T> = await pagina(cursor);
    out.push(...p.items);
    cursor = p.cursor;
  } while (cursor);
  return out;
}

/** A company's name, read once per company of the file. */
function nombresDeEmpresa() {
  const cache = new Map<string, Promise<string>>();
  return (id: string | null | undefined): Promise<string> => {
    if (!id) return Promise.resolve('');
    let n = cache.get(id);
    if (!n) cache.set(id, (n = getEmpresa(id).then((e) => (e ? nombreEmpresa(e) || id : id))));
    return n;
  };
}

export const CABECERAS: Record<TipoExportacion, readonly string[]> = {
  usuarios: ['id', 'nombre', 'email', 'rol', 'empresa_id', 'empresa', 'activo', 'ultimo_acceso'],
  facturacion: [
    'suscripcion_id',
    'empresa_id',
    'empresa',
    'plan',
    'estado',
    // The price in the subscription's own currency, and which (issue 67): a column never mixes two unnamed.
    'precio_mensual',
    'moneda',
    'fecha_inicio',
    'fecha_fin',
    'proximo_pago',
    'metodo_pago',
  ],
  // The MRR at the close in euros under its pre-issue-67 name; each other currency the platform bills
  // in adds its own column after it (cabecerasDe), never a figure across currencies.
  analytics: [
    'mes',
    'mrr_cierre_eur',
    'altas_pago',
    'cancelaciones',
    'cancelaciones_pago',
    'trials_iniciados',
    'trials_convertidos',
    'trials_cancelados',
  ],
};

/** A file's columns: the type's, and for analytics one MRR column per currency besides euros (`mrr_cierre_mxn`…). */
export function cabecerasDe(tipo: TipoExportacion, monedas: readonly Moneda[] = ['EUR']): string[] {
  const cabeceras = [...CABECERAS[tipo]];
  if (tipo !== 'analytics') return cabeceras;
  const otras = monedas.filter((m) => m !== 'EUR').map((m) => `mrr_cierre_${m.toLowerCase()}`);
  cabeceras.splice(cabeceras.indexOf('mrr_cierre_eur') + 1, 0, ...otras);
  return cabeceras;
}

export async function filasDe(tipo: TipoExportacion, now: Date): Promise<{ cabeceras: string[]; filas: Celda[][] }> {
  return tipo === 'analytics' ? filasAnalytics(now) : { cabeceras: cabecerasDe(tipo), filas: await filasListas(tipo) };
}

async function filasListas(tipo: Exclude<TipoExportacion, 'analytics'>): Promise<Celda[][]> {
  if (tipo === 'usuarios') {
    const perfiles = await todas<ProfileItem>((cursor) => paginaUsuarios(null, { cursor, limit: 100 }));
    const nombre = nombresDeEmpresa();
    return Promise.all(
      perfiles.map(async (p) => [
        p.id,
        p.nombre ?? '',
        p.email,
        p.rol,
        p.empresaId ?? '',
        await nombre(p.empresaId),
        p.activo !== false,
        (p.ultimoAcceso as string | undefined) ?? '',
      ]),
    );
  }
  const items = await todas<SuscripcionItem>((cursor) => paginaSuscripciones({ cursor, limit: 100 }));
  return items.map(toSuscripcion).map((s) => [
    s.id,
    s.empresaId,
    s.empresaNombre ?? '',
    s.planNombre ?? s.planId,
    s.estado,
    s.precioMensual,
    s.moneda,
    s.fechaInicio,
    s.fechaFin ?? '',
    s.fechaProximoPago ?? '',
    // A method's code, or nothing while the subscription has none (never a payment state).
    esMetodoPago(s.metodoPago.tipo) ? s.metodoPago.tipo : '',
  ]);
}

/**
 * One row per month since the first event: the MRR at its close in each currency the platform bills
 * in, its own column each (kpis.ts mrrPorMesYMoneda, issue 67), then the month's subscription events.
 */
async function filasAnalytics(now: Date): Promise<{ cabeceras: string[]; filas: Celda[][] }> {
  const [c, meses] = await Promise.all([leerContadores(), leerMeses()]);
  const mrr = mrrPorMesYMoneda(c as ContadoresKpi | undefined, meses, mesDe(now));
  const monedas = [...mrr.keys()];
  const filas = [...mrr.get('EUR')!.keys()].map((mes) => {
    const m = meses[mes] ?? {};
    return [
      mes,
      ...monedas.map((moneda) => (mrr.get(moneda)!.get(mes) ?? 0) / 100),
      m.altasPago ?? 0,
      m.cancelaciones ?? 0,
      m.cancelacionesPago ?? 0,
      m.trialsIniciados ?? 0,
      m.trialsConvertidos ?? 0,
      m.trialsCancelados ?? 0,
    ];
  });
  return { cabeceras: cabecerasDe('analytics', monedas), filas };
}

export type { Exportacion };

export async function exportar(
  tipo: TipoExportacion,
  now = new Date(),
  maxBytesEnLinea: number = EXPORTACION.maxBytesEnLinea,
): Promise<Exportacion> {
  const { cabeceras, filas } = await filasDe(tipo, now);
  const nombre = nombreExportacion(tipo, now);
  const contenido = csv(cabeceras, filas);
  return entregarCsv(
    { nombre, contenido, filas: filas.length },
    { key: `${PREFIJO_EXPORTACIONES_SAAS}${randomUUID()}/${nombre}` },
    now,
    maxBytesEnLinea,
  );
}
