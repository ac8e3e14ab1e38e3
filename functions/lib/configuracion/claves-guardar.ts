// Saving, testing and using provider keys (issue 11; D60). Keys are sealed before they are stored
// and opened only here, by functions with the keys:seal grant (opened with keys:open); they never leave in an answer, a
// log line or an error (the tests plant one and look for it).
import { apis as msg, fmt } from '../../../shared/messages.js';
import { etiquetaProveedor, PROVEEDOR, problemaDeFormato, type ProveedorIA } from '../../../shared/proveedores-ia.js';
import type { ClaveEmpresaBody, ConfigGlobalPut } from '../../../shared/schemas/configuracion.js';
import type { Caller } from '../auth/caller.js';
import { abrir, sellar } from '../cifrado.js';
import { actualizarClave, type Ambito, type ClaveApiItem, claveDe, guardarClave } from '../db/claves-api.js';
import { ValidationError } from '../errors.js';
import { baseUrlAceptable, probarProveedor, type ResultadoPrueba } from '../proveedores-ia/probar.js';
import { guardarConfigEmail } from '../mail/config-guardar.js';
import { configGlobal, mostrar } from './claves-estado.js';

import { contextoClave as contexto } from './clave-para-usar.js';

export { claveParaUsar, type ClaveParaUsar } from './clave-para-usar.js';

function comprobarFormato(p: ProveedorIA, clave: string, campo = 'apiKey') {
  const problema = problemaDeFormato(p, clave);
  if (problema) throw new ValidationError(problema, [{ campo, msg: problema }]);
}

/** The key in clear, from its stored item. */
const abrirClave = (ambito: Ambito, c: ClaveApiItem) => abrir(c.sobre, contexto(ambito, c.proveedor));

/** The base URL the platform set for a provider (companies' keys go through it too). */
async function baseUrlDePlataforma(p: ProveedorIA): Promise<string | undefined> {
  return (await claveDe(null, p))?.baseUrl || undefined;
}

/** Tests a stored key and keeps the outcome with it. */
async function probarGuardada(ambito: Ambito, c: ClaveApiItem, now: Date): Promise<ResultadoPrueba> {
  const r = await probarProveedor(c.proveedor, await abrirClave(ambito, c), {
    baseUrl: ambito ? await baseUrlDePlataforma(c.proveedor) : c.baseUrl,
    modelo: c.modelo,
  });
  await actualizarClave(ambito, c.proveedor, {
    estado: { isValid: r.ok, lastError: r.ok ? null : (r.error ?? null), probadaEn: now.toISOString() },
  });
  return r;
}

interface Cambio {
  apiKey?: string;
  modelo?: string;
  habilitada?: boolean;
  baseUrl?: string;
}

/** Saves a key (sealed) or changes its model / flag / base URL; a new key is tested at once. */
async function guardar(ambito: Ambito, p: ProveedorIA, cambio: Cambio, caller: Caller, now: Date) {
  const actual = await claveDe(ambito, p);
  if (cambio.baseUrl && !baseUrlAceptable(cambio.baseUrl))
    throw new ValidationError(msg.baseUrlNoValida, [{ campo: 'baseUrl', msg: msg.baseUrlNoValida }]);
  if (cambio.apiKey !== undefined) {
    comprobarFormato(p, cambio.apiKey);
    const item: ClaveApiItem = {
      proveedor: p,
      sobre: await sellar(cambio.apiKey, contexto(ambito, p)),
      ultimos4: cambio.apiKey.slice(-4),
      modelo: cambio.modelo ?? actual?.modelo ?? PROVEEDOR[p].modelo,
      habilitada: cambio.habilitada ?? true,
      ...(ambito === null ? { baseUrl: cambio.baseUrl ?? actual?.baseUrl } : {}),
      estado: { isValid: null, lastError: null },
      actualizadaEn: now.toISOString(),
      actualizadaPor: caller.userId,
    };
    if (item.baseUrl === '' || item.baseUrl === undefined) delete item.baseUrl;
    await guardarClave(ambito, item);
    const prueba = await probarGuardada(ambito, item, now);
    return { clave: mostrar(p, { ...item, estado: { isValid: prueba.ok, lastError: prueba.ok ? null : (prueba.error ?? null) } }), prueba };
  }
  if (!actual) throw new ValidationError(fmt(msg.sinClave, { PROVIDER: etiquetaProveedor(p) }), [{ campo: 'apiKey', msg: msg.claveVacia }]);
  const cambios: Partial<ClaveApiItem> = { actualizadaEn: now.toISOString(), actualizadaPor: caller.userId };
  if (cambio.modelo !== undefined) cambios.modelo = cambio.modelo;
  if (cambio.habilitada !== undefined) cambios.habilitada = cambio.habilitada;
  if (ambito === null && cambio.baseUrl !== undefined) cambios.baseUrl = cambio.baseUrl || undefined;
  return { clave: mostrar(p, await actualizarClave(ambito, p, cambios)), prueba: null };
}

/** PUT …/empresa/{empresaId}/apis/{provider}: 'Clave {PROVIDER} guardada en base de datos', and the test. */
export async function guardarClaveEmpresa(empresaId: string, p: ProveedorIA, body: ClaveEmpresaBody, caller: Caller, now = new Date()) {
  const { clave, prueba } = await guardar(empresaId, p, body, caller, now);
  return {
    message: fmt(msg.claveGuardada, { PROVIDER: etiquetaProveedor(p) }),
    data: {
      provider: p,
      clave,
      prueba: prueba && {
        success: prueba.ok,
        message: prueba.ok ? msg.funcional : fmt(msg.noFuncional, { message: prueba.error ?? msg.errorDesconocido }),
      },
    },
  };
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
  if (body.emailConfig) await guardarConfigEmail(body.emailConfig, caller, now);
  for (const [p, cambio] of cambios) await guardar(null, p, cambio, caller, now);
  return configGlobal();
}

/**
 * POST /api/configuracion/test-api: a typed key as it is, or the stored one (the company's, else the
 * platform's for the superadmin without a company). BERT answers 'Servicio BERT no disponible'.
 */
export async function probarApi(ambito: Ambito, provider: ProveedorIA | 'bert', apiKey: string | undefined, now = new Date()) {
  if (provider === 'bert') return { success: false, message: msg.bertNoDisponible };
  if (apiKey !== undefined) {
    const r = await probarProveedor(provider, apiKey, { baseUrl: await baseUrlDePlataforma(provider) });
    return { success: r.ok, message: r.message };
  }
  const guardada = await claveDe(ambito, provider);
  if (!guardada) {
    const m = fmt(msg.sinClave, { PROVIDER: etiquetaProveedor(provider) });
    throw new ValidationError(m, [{ campo: 'apiKey', msg: m }]);
  }
  const r = await probarGuardada(ambito, guardada, now);
  return { success: r.ok, message: r.message };
}
