// What the screens show of the provider keys (D60), without opening any: masked keys, models,
// enabled flags, the last tests, the counts. Nothing here carries the KMS client.
import { PROVEEDOR, PROVEEDORES_IA, type ProveedorIA } from '../../../shared/proveedores-ia.js';
import type { ApisStats, ClaveMostrada } from '../../../shared/schemas/configuracion.js';
import { type Ambito, type ClaveApiItem, clavesDe } from '../db/claves-api.js';
import { mostrarConfigEmail } from '../mail/config.js';
import { elegirClave } from './eleccion.js';
import { elegirIA, explicarEleccion, type UsoIA } from '../proveedores-ia/precedencia.js';
import { bedrockDeEmpresa } from './modelo-bedrock.js';
import { ubicacionDeEmpresa } from '../../../shared/schemas/ubicacion-datos.js';
import { regionDelDespliegue } from '../proveedores-ia/despliegue-aws.js';
import { getEmpresa } from '../db/empresas.js';

export { elegirClave, type Eleccion } from './eleccion.js';

export function mostrar(p: ProveedorIA, c: ClaveApiItem | undefined): ClaveMostrada {
  return {
    configurada: !!c,
    key: c ? `••••${c.ultimos4}` : null,
    modelo: c?.modelo ?? PROVEEDOR[p].modelo ?? null,
    ...(c?.modelosDisponibles?.length ? { modelosDisponibles: c.modelosDisponibles } : {}),
    habilitada: c?.habilitada ?? false,
    isValid: c?.estado.isValid ?? null,
    lastError: c?.estado.lastError ?? null,
    ...(c?.estado.probadaEn ? { probadaEn: c.estado.probadaEn } : {}),
  };
}

const porProveedor = <T>(f: (p: ProveedorIA) => T) => Object.fromEntries(PROVEEDORES_IA.map((p) => [p, f(p)])) as Record<ProveedorIA, T>;

async function indice(ambito: Ambito): Promise<Map<ProveedorIA, ClaveApiItem>> {
  return new Map((await clavesDe(ambito)).map((c) => [c.proveedor, c]));
}

/** GET …/empresa/{empresaId}/apis: per provider the status and the masked key; the counts apart. */
export async function estadoEmpresa(empresaId: string) {
  const usos: UsoIA[] = ['informe', 'repregunta', 'voz'];
  const [claves, elecciones, bedrock, empresa] = await Promise.all([
    indice(empresaId),
    Promise.all(usos.map((u) => elegirIA(empresaId, u))),
    bedrockDeEmpresa(empresaId),
    getEmpresa(empresaId),
  ]);
  const mostradas = porProveedor((p) => mostrar(p, claves.get(p)));
  const data = {
    empresaId,
    apiStatus: porProveedor((p) => ({ isValid: mostradas[p].isValid, lastError: mostradas[p].lastError })),
    keys: porProveedor((p) => mostradas[p].key),
    claves: mostradas,
    // Which AI each feature uses and why (D176): the precedence module's own answer, never a second rule.
    iaEnUso: {
      informe: explicarEleccion(elecciones[0]!, 'informe'),
      repregunta: explicarEleccion(elecciones[1]!, 'repregunta'),
      voz: explicarEleccion(elecciones[2]!, 'voz'),
    },
    // The deploy's Bedrock models and the company's choice among them (null: no Bedrock in this deploy).
    bedrock,
    // Where the company's data lives and the safeguard its law asks for (issue 67 item 8).
    ...(empresa ? { ubicacionDatos: ubicacionDeEmpresa(empresa, regionDelDespliegue(), new Date()) } : {}),
  };
  const stats: ApisStats = {
    configured: claves.size,
    total: PROVEEDORES_IA.length,
    valid: [...claves.values()].filter((c) => c.estado.isValid === true).length,
  };
  return { data, stats };
}

/** GET /api/configuracion/global: the platform's keys as the superadmin's panel shows them. */
export async function configGlobal() {
  const [claves, emailConfig] = await Promise.all([indice(null), mostrarConfigEmail()]);
  return {
    emailConfig,
    apiKeys: porProveedor((p) => {
      const c = claves.get(p);
      const m = mostrar(p, c);
      return { ...m, status: m.configurada && m.habilitada ? ('active' as const) : ('inactive' as const), baseUrl: c?.baseUrl ?? null };
    }),
  };
}

/** GET /api/configuracion/sistema: whether each language-model key is there for this company (never the keys). */
export async function sistema(empresaId: Ambito) {
  const [openai, claude, gemini] = await Promise.all((['openai', 'claude', 'gemini'] as const).map((p) => elegirClave(empresaId, p)));
  return { openaiApiKey: !!openai.origen, claudeApiKey: !!claude.origen, geminiApiKey: !!gemini.origen };
}
