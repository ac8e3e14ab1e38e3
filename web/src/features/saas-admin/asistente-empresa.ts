// The SaaS panel's 'Nueva Empresa' wizard's step logic (part 2 §2 "Company creation wizard (inside the
// SaaS panel, 4 steps)", §3, §5, §9; D102), without React: the form's data and defaults, which
// fields each of the 4 steps owns, the check of a step before 'Siguiente' and the body it posts to
// POST /api/onboarding — the company wizard's data mapped by `onboardingDesdeWizard` onto the one
// provisioning, checked with the server's own schema (`OnboardingBody`), so the messages are the
// server's and the required fields (§5) are refused by both sides.
import { PLAN_POR_DEFECTO } from '@shared/constants';
import { onboarding as msg } from '@shared/messages';
import type { TamanoEmpresa } from '@shared/schemas/empresa';
import { OnboardingBody, listaDeComas, onboardingDesdeWizard, type OnboardingEntrada } from '@shared/schemas/onboarding';
import { erroresDeCampos } from '../../lib/errores-paso';
import { zonaDelNavegador } from '../../lib/zona-horaria';
import { zonaParaEmpresa } from '@shared/paises';

export const PASOS_EMPRESA = msg.wizardPasos.split('|');
export const TOTAL_PASOS_EMPRESA = PASOS_EMPRESA.length;

export interface DatosEmpresaWizard {
  nombre: string;
  nombreLegal: string;
  cif: string;
  email: string;
  /** The main administrator's name (D128): the welcome emails greet them by it. */
  adminNombre: string;
  telefono: string;
  subdominio: string;
  sector: string;
  tamaño: TamanoEmpresa;
  mision: string;
  vision: string;
  valores: string;
  cultura_organizacional: string;
  /** Comma-separated, as typed (part 2 §5); trimmed into a list when sent. */
  competencias_clave: string;
  desafios_principales: string;
  objetivos_hiring: string;
  /** Comma-separated, as typed. */
  tipos_posiciones: string;
  proceso_actual: string;
  expectativas_ia: string;
  plan: string;
  chatgpt_enabled: boolean;
  claude_enabled: boolean;
  analisis_personalizado: boolean;
  prompt_personalizado: string;
  criterios_evaluacion: string;
}
export type CampoEmpresaWizard = keyof DatosEmpresaWizard;

export function datosInicialesEmpresa(): DatosEmpresaWizard {
  return {
    nombre: '',
    nombreLegal: '',
    cif: '',
    email: '',
    adminNombre: '',
    telefono: '',
    subdominio: '',
    sector: '',
    tamaño: 'mediana',
    mision: '',
    vision: '',
    valores: '',
    cultura_organizacional: '',
    competencias_clave: '',
    desafios_principales: '',
    objetivos_hiring: '',
    tipos_posiciones: '',
    proceso_actual: '',
    expectativas_ia: '',
    plan: PLAN_POR_DEFECTO,
    // Both on, as the company form's defaults (D81): templates preferring either provider are offered.
    chatgpt_enabled: true,
    claude_enabled: true,
    analisis_personalizado: false,
    prompt_personalizado: '',
    criterios_evaluacion: '',
  };
}

/** The fields each step owns: basic info, business context, hiring goals, strategic plan + AI. */
export const CAMPOS_DEL_PASO: ReadonlyArray<readonly CampoEmpresaWizard[]> = [
  ['nombre', 'nombreLegal', 'cif', 'email', 'adminNombre', 'telefono', 'subdominio', 'sector', 'tamaño'],
  ['mision', 'vision', 'valores', 'cultura_organizacional', 'competencias_clave', 'desafios_principales'],
  ['objetivos_hiring', 'tipos_posiciones', 'proceso_actual', 'expectativas_ia'],
  ['plan', 'chatgpt_enabled', 'claude_enabled', 'analisis_personalizado', 'prompt_personalizado', 'criterios_evaluacion'],
];

const opcional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The body POST /api/onboarding takes: the wizard's data through the shared mapping (lists trimmed, empty items dropped). */
export function cuerpoEmpresaWizard(d: DatosEmpresaWizard, zona: string | null = zonaDelNavegador() ?? null): OnboardingEntrada {
  const cuerpo = onboardingDesdeWizard({
    nombre: d.nombre,
    nombreLegal: d.nombreLegal,
    cif: d.cif,
    email: d.email.trim(),
    administrador: { nombre: d.adminNombre },
    telefono: opcional(d.telefono),
    plan: d.plan,
    subdominio: d.subdominio,
    contextoEmpresarial: {
      sector: d.sector,
      tamaño: d.tamaño,
      mision: d.mision,
      vision: d.vision,
      valores: opcional(d.valores),
      cultura_organizacional: d.cultura_organizacional,
      competencias_clave: listaDeComas(d.competencias_clave),
      desafios_principales: opcional(d.desafios_principales),
      objetivos_hiring: d.objetivos_hiring,
      tipos_posiciones: listaDeComas(d.tipos_posiciones),
      proceso_actual: opcional(d.proceso_actual),
      expectativas_ia: d.expectativas_ia,
    },
    configuracionIA: {
      chatgpt_enabled: d.chatgpt_enabled,
      claude_enabled: d.claude_enabled,
      analisis_personalizado: d.analisis_personalizado,
      prompt_personalizado: opcional(d.prompt_personalizado),
      criterios_evaluacion: opcional(d.criterios_evaluacion),
    },
  });
  // The company's clock (D133): the browser's zone where the company's country uses it, else the
  // country's own (issue 67 item 4). This wizard asks no country: the company is Spain's, the default.
  const zonaEmpresa = zonaParaEmpresa(cuerpo.empresa.pais, zona ?? undefined);
  return zonaEmpresa ? { ...cuerpo, configuracion: { ...cuerpo.configuracion, zonaHoraria: zonaEmpresa } } : cuerpo;
}

/** The body's paths the mapping fills, by the wizard field they come from. */
const CAMPO_DE_RUTA: Readonly<Record<string, CampoEmpresaWizard>> = {
  'empresa.nombreComercial': 'nombre',
  'administrador.nombre': 'adminNombre',
  'empresa.nombreLegal': 'nombreLegal',
  'empresa.cif': 'cif',
  'empresa.email': 'email',
  'administrador.email': 'email',
  'empresa.telefono': 'telefono',
  'administrador.telefono': 'telefono',
  'empresa.industria': 'sector',
  'tenant.subdominio': 'subdominio',
  planSeleccionado: 'plan',
};

function campoDeRuta(path: readonly PropertyKey[]): CampoEmpresaWizard | undefined {
  const [a, b] = path.map(String);
  if (a === 'contextoEmpresarial' || a === 'configuracionIA') return b as CampoEmpresaWizard;
  return CAMPO_DE_RUTA[`${a}.${b}`] ?? CAMPO_DE_RUTA[a ?? ''];
}

const OBLIGATORIOS = msg.wizardObligatorio as Readonly<Record<string, string>>;

/**
 * The errors of one step (0-based) as `campo → mensaje`, empty when it may go on. A required field
 * left empty (and a wrong email) reads its own message (§5's list); any other rule the server's.
 */
export function erroresDelPasoEmpresa(paso: number, d: DatosEmpresaWizard): Record<string, string> {
  const campos = CAMPOS_DEL_PASO[paso] ?? [];
  const errores = erroresDeCampos(OnboardingBody.safeParse(cuerpoEmpresaWizard(d)), ({ path }) => {
    const campo = campoDeRuta(path);
    return campo && campos.includes(campo) ? campo : null;
  });
  for (const campo of Object.keys(errores)) {
    const valor = d[campo as CampoEmpresaWizard];
    if (OBLIGATORIOS[campo] && (campo === 'email' || (typeof valor === 'string' && valor.trim() === '')))
      errores[campo] = OBLIGATORIOS[campo];
  }
  // The trade name is optional in the body (the onboarding's nombreComercial); §5 marks it required here.
  if (paso === 0 && !d.nombre.trim()) errores.nombre = msg.wizardObligatorio.nombre;
  if (paso === 3 && !d.plan) errores.plan = msg.planObligatorio;
  return errores;
}
