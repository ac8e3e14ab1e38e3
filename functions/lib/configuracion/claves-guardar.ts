// Saving, testing and using provider keys (D60). Keys are sealed before they are stored
// and opened only here, by functions with the keys:seal grant (opened with keys:open); they never leave in an answer, a
// log line or an error (the tests plant one and look for it).
import { apis as msg, fmt } from '../../../shared/messages.js';
import { etiquetaProveedor, PROVEEDOR, problemaDeFormato, problemaDeModelo, type ProveedorIA } from '../../../shared/proveedores-ia.js';
import type { ClaveEmpresaBody, ConfigGlobalPut } from '../../../shared/schemas/configuracion.js';
import type { Caller } from '../auth/caller.js';
import { abrir, sellar } from '../cifrado.js';
import { actualizarClave, type Ambito, type ClaveApiItem, claveDe, guardarClave } from '../db/claves-api.js';
import { ValidationError } from '../errors.js';
import { baseUrlAceptable, comprobarProveedor, type ResultadoComprobacion } from '../proveedores-ia/comprobar.js';
import { guardarConfigEmail } from '../mail/config-guardar.js';
import { configGlobal, mostrar } from './claves-estado.js';

import { contextoClave as contexto } from './clave-para-usar.js';

export { claveParaUsar, type ClaveParaUsar } from './clave-para-usar.js';

function comprobarFormato(p: ProveedorIA, clave: string, campo = 'apiKey') {
  const problema = problemaDeFormato(p, clave);
  if (problema) throw new ValidationError(problema, [{ campo, msg: problema }]);
}

/**
 * A chosen model must be a plain id that is known (§9's labels, today's defaults) or in the list the
 * provider returned for this key (D120); the one already stored is kept as it is.
 */
function comprobarModelo(
  p: ProveedorIA,
  modelo: string,
  actual: string | undefined,
  listados: readonly string[] | undefined,
  campo: string,
) {
  if (modelo === actual) return;
  const problema = problemaDeModelo(p, modelo, listados);
  if (problema) throw new ValidationError(problema, [{ campo, msg: problema }]);
}

/** The key in clear, from its stored item. */
const abrirClave = (ambito: Ambito, c: ClaveApiItem) => abrir(c.sobre, contexto(ambito, c.proveedor));

/** The base URL the platform set for a provider (companies' keys go through it too). */
async function baseUrlDePlataforma(p: ProveedorIA): Promise<string | undefined> {
  return (await claveDe(null, p))?.baseUrl || undefined;
}

/** Tests a stored key and keeps the outcome with it. */
async function comprobarGuardada(ambito: Ambito, c: ClaveApiItem, now: Date): Promise<ResultadoComprobacion> {
  const r = await comprobarProveedor(c.proveedor, await abrirClave(ambito, c), {
    baseUrl: ambito ? await baseUrlDePlataforma(c.proveedor) : c.baseUrl,
    modelo: c.modelo,
  });
  await actualizarClave(ambito, c.proveedor, {
    estado: { isValid: r.ok, lastError: r.ok ? null : (r.error ?? null), probadaEn: now.toISOString() },
    // The provider's list as of this test: what the panel offers and a chosen model is checked against.
    ...(r.modelos ? { modelosDisponibles: r.modelos } : {}),
  });
  return r;
}

interface Cambio {
  apiKey?: string;
  modelo?: string;
  habilitada?: boolean;
  baseUrl?: string;
}

type Guardado = { clave: ReturnType<typeof mostrar>; comprobacion: ResultadoComprobacion | null };

/**
 * Checks a change of one key and answers the write that applies it (so a caller with several checks
 * them all before writing any). A new key is tested first, with the key as typed: its outcome and the
 * provider's list of models are stored with it, and a model chosen with it is checked against that
 * list. A model changed alone is checked against the list of the stored key's last test.
 */
async function preparar(ambito: Ambito, p: ProveedorIA, cambio: Cambio, caller: Caller, now: Date, campo = '') {
  const actual = await claveDe(ambito, p);
  if (cambio.baseUrl && !baseUrlAceptable(cambio.baseUrl))
    throw new ValidationError(msg.baseUrlNoValida, [{ campo: `${campo}baseUrl`, msg: msg.baseUrlNoValida }]);
  if (cambio.apiKey !== undefined) {
    const apiKey = cambio.apiKey;
    comprobarFormato(p, apiKey, `${campo}apiKey`);
    const baseUrl = ambito === null ? cambio.baseUrl || (cambio.baseUrl === undefined ? actual?.baseUrl : undefined) : undefined;
    const modelo = cambio.modelo ?? actual?.modelo ?? PROVEEDOR[p].modelo;
    const comprobacion = await comprobarProveedor(p, apiKey, { baseUrl: ambito ? await baseUrlDePlataforma(p) : baseUrl, modelo });
    if (cambio.modelo !== undefined) comprobarModelo(p, cambio.modelo, actual?.modelo, comprobacion.modelos, `${campo}modelo`);
    return async (): Promise<Guardado> => {
      const item: ClaveApiItem = {
        proveedor: p,
        sobre: await sellar(apiKey, contexto(ambito, p)),
        ultimos4: apiKey.slice(-4),
        modelo,
        habilitada: cambio.habilitada ?? true,
        ...(baseUrl ? { baseUrl } : {}),
        ...(comprobacion.modelos ? { modelosDisponibles: comprobacion.modelos } : {}),
        estado: {
          isValid: comprobacion.ok,
          lastError: comprobacion.ok ? null : (comprobacion.error ?? null),
          probadaEn: now.toISOString(),
        },
        actualizadaEn: now.toISOString(),
        actualizadaPor: caller.userId,
      };
      await guardarClave(ambito, item);
      return { clave: mostrar(p, item), comprobacion };
    };
  }
  if (!actual)
    throw new ValidationError(fmt(msg.sinClave, { PROVIDER: etiquetaProveedor(p) }), [{ campo: `${campo}apiKey`, msg: msg.claveVacia }]);
  if (cambio.modelo !== undefined) comprobarModelo(p, cambio.modelo, actual.modelo, actual.modelosDisponibles, `${campo}modelo`);
  return async (): Promise<Guardado> => {
    const cambios: Partial<ClaveApiItem> = { actualizadaEn: now.toISOString(), actualizadaPor: caller.userId };
    if (cambio.modelo !== undefined) cambios.modelo = cambio.modelo;
    if (cambio.habilitada !== undefined) cambios.habilitada = cambio.habilitada;
    if (ambito === null && cambio.baseUrl !== undefined) cambios.baseUrl = cambio.baseUrl || undefined;
    return { clave: mostrar(p, await actualizarClave(ambito, p, cambios)), comprobacion: null };
  };
}

/** Saves a key (sealed, tested first) or changes its model / flag / base URL. */
async function guardar(ambito: Ambito, p: ProveedorIA, cambio: Cambio, caller: Caller, now: Date): Promise<Guardado> {
  return (await preparar(ambito, p, cambio, caller, now))();
}

/**
 * The one sentence a save answers (D129): a new key saved and working, saved but not working (and
 * what to do), or other changes saved. Never «saved» and «not working» as two messages.
 */
export function mensajeGuardado(p: ProveedorIA, comprobacion: Pick<ResultadoComprobacion, 'ok' | 'error'> | null): string {
  const PROVIDER = etiquetaProveedor(p);
  if (!comprobacion) return fmt(msg.claveGuardada, { PROVIDER });
  return comprobacion.ok
    ? fmt(msg.funcional, { PROVIDER })
    : fmt(msg.noFuncional, { PROVIDER, message: comprobacion.error ?? msg.errorDesconocido });
}

/** PUT …/empresa/{empresaId}/apis/{provider}: saves, tests a new key, and says both in one sentence. */
export async function guardarClaveEmpresa(empresaId: string, p: ProveedorIA, body: ClaveEmpresaBody, caller: Caller, now = new Date()) {
  const { clave, comprobacion } = await guardar(empresaId, p, body, caller, now);
  const message = mensajeGuardado(p, comprobacion);
  return { message, data: { provider: p, clave, prueba: comprobacion && { success: comprobacion.ok, message } } };
}

/**
 * PUT /api/configuracion/global: the platform's keys (each new one tested) and/or its email
 * configuration. Everything is checked before anything is written. Answers the panel's view.
 */
export async function guardarConfigGlobal(body: ConfigGlobalPut, caller: Caller, now = new Date()) {
  const cambios = (Object.entries(body.apiKeys ?? {}) as [ProveedorIA, Cambio | undefined][]).filter(
    (e): e is [ProveedorIA, Cambio] => !!e[1] && Object.keys(e[1]).length > 0,
  );
  for (const [p, cambio] of cambios) {
    if (cambio.apiKey !== undefined) comprobarFormato(p, cambio.apiKey, `apiKeys.${p}.apiKey`);
    if (cambio.baseUrl && !baseUrlAceptable(cambio.baseUrl))
      throw new ValidationError(msg.baseUrlNoValida, [{ campo: `apiKeys.${p}.baseUrl`, msg: msg.baseUrlNoValida }]);
  }
  // Every key's change checked (new keys tested, chosen models against the providers' lists) before any write.
  const escrituras = [];
  for (const [p, cambio] of cambios) escrituras.push(await preparar(null, p, cambio, caller, now, `apiKeys.${p}.`));
  if (body.emailConfig) await guardarConfigEmail(body.emailConfig, caller, now);
  for (const escribir of escrituras) await escribir();
  return configGlobal();
}

/**
 * POST /api/configuracion/test-api: a typed key as it is, or the stored one (the company's, else the
 * platform's for the superadmin without a company). BERT answers 'Servicio BERT no disponible'.
 */
export async function comprobarApi(ambito: Ambito, provider: ProveedorIA | 'bert', apiKey: string | undefined, now = new Date()) {
  if (provider === 'bert') return { success: false, message: msg.bertNoDisponible };
  if (apiKey !== undefined) {
    const r = await comprobarProveedor(provider, apiKey, { baseUrl: await baseUrlDePlataforma(provider) });
    return { success: r.ok, message: r.message, ...(r.modelos ? { modelos: r.modelos } : {}) };
  }
  const guardada = await claveDe(ambito, provider);
  if (!guardada) {
    const m = fmt(msg.sinClave, { PROVIDER: etiquetaProveedor(provider) });
    throw new ValidationError(m, [{ campo: 'apiKey', msg: m }]);
  }
  const r = await comprobarGuardada(ambito, guardada, now);
  return { success: r.ok, message: r.message, ...(r.modelos ? { modelos: r.modelos } : {}) };
}
