// The AI services a company is offered when it schedules an interview (part 2 §6, docs/decisions/
// D56): active templates the company contracted, by the contracted-service mapping, and, when the
// company has an AI configuration, whose preferred provider it has enabled (OpenAI and Claude count;
// Gemini and Perplexity do not).
import type { ServicioHrItem } from '../db/servicios-hr.js';

/** Part 2 §6: a template code and the contracted keys that stand for it. */
export const SERVICIOS_RELACIONADOS: Readonly<Record<string, readonly string[]>> = {
  'test-vocacional': ['testVocacional', 'evaluacion-psicometrica'],
  'entrevistas-profundidad': ['entrevistaProfundidad', 'analisis-competencial'],
  'mapeo-organizacional': ['mapeoOrganizacional', 'analisis-cultural'],
};

/** Which AI-configuration flag makes a preferred provider available. */
const FLAG_PROVEEDOR: Readonly<Record<string, 'chatgpt_enabled' | 'claude_enabled'>> = {
  openai: 'chatgpt_enabled',
  claude: 'claude_enabled',
};

export interface EmpresaServicios {
  serviciosContratados?: Record<string, boolean> | null;
  configuracionIA?: { chatgpt_enabled?: boolean; claude_enabled?: boolean } | null;
}

/** True when the company contracted the template: its code, or a key the mapping relates to it. */
export function contratado(codigo: string, contratados: Record<string, boolean>): boolean {
  return [codigo, ...(SERVICIOS_RELACIONADOS[codigo] ?? [])].some((clave) => contratados[clave] === true);
}

/** True when the company's AI configuration enables the template's preferred provider. */
function proveedorDisponible(apiPreferida: unknown, ia: NonNullable<EmpresaServicios['configuracionIA']>): boolean {
  const flag = typeof apiPreferida === 'string' ? FLAG_PROVEEDOR[apiPreferida] : undefined;
  return flag ? ia[flag] === true : false;
}

/** The platform template a company's own one was copied from (D164) stands for it in the contracted mapping. */
const baseDe = (s: ServicioHrItem) => (typeof s.base === 'string' ? s.base : s.codigo);

const activo = (s: ServicioHrItem) => (s.configuracion as { activo?: boolean } | undefined)?.activo !== false;

/** "Has an AI configuration": at least one provider flag was set, either way. */
const tieneConfiguracionIA = (ia: EmpresaServicios['configuracionIA']): ia is NonNullable<EmpresaServicios['configuracionIA']> =>
  !!ia && (typeof ia.chatgpt_enabled === 'boolean' || typeof ia.claude_enabled === 'boolean');

export function serviciosDisponibles(plantillas: ServicioHrItem[], empresa: EmpresaServicios): ServicioHrItem[] {
  const contratados = empresa.serviciosContratados ?? {};
  const ia = empresa.configuracionIA;
  return plantillas.filter(
    (s) => activo(s) && contratado(baseDe(s), contratados) && (!tieneConfiguracionIA(ia) || proveedorDisponible(s.api_preferida, ia)),
  );
}

/** Why a company is offered no service: nothing active it contracted, or its AI switches turn off what it did. */
export function motivoSinServicios(
  plantillas: ServicioHrItem[],
  empresa: EmpresaServicios,
): { motivo: 'sin_contratados' } | { motivo: 'desactivados'; proveedores: string[] } {
  const contratados = plantillas.filter((s) => activo(s) && contratado(baseDe(s), empresa.serviciosContratados ?? {}));
  if (!contratados.length) return { motivo: 'sin_contratados' };
  const nombres: Record<string, string> = { openai: 'ChatGPT', claude: 'Claude' };
  const proveedores = [...new Set(contratados.map((s) => nombres[String(s.api_preferida)] ?? String(s.api_preferida ?? 'sin proveedor')))];
  return { motivo: 'desactivados', proveedores: proveedores.sort() };
}

/** The "AI service offered for interviews" of part 2 §3; numero_preguntas counts the questions of its design. */
export function aServicioIA(s: ServicioHrItem) {
  const estructura = (s.estructura ?? {}) as { duracionEstimada?: number; fases?: unknown[] };
  const preguntas = (estructura.fases ?? []).reduce<number>(
    (n, f) =>
      n +
      (typeof f === 'object' && f && Array.isArray((f as { preguntas?: unknown[] }).preguntas)
        ? (f as { preguntas: unknown[] }).preguntas.length
        : 0),
    0,
  );
  return {
    id: s.codigo,
    codigo: s.codigo,
    nombre: String(s.nombre ?? s.codigo),
    descripcion: typeof s.descripcion === 'string' ? s.descripcion : undefined,
    activo: activo(s),
    api_preferida: typeof s.api_preferida === 'string' ? s.api_preferida : undefined,
    ...(typeof s.base === 'string' ? { propia: true, version: s.version } : {}),
    configuracion_adicional: { duracion_estimada: estructura.duracionEstimada, ...(preguntas ? { numero_preguntas: preguntas } : {}) },
  };
}
