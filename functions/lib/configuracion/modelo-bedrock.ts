// The company's Amazon Bedrock model (issue 57 item 1, D176): one of the deploy's list (-c bedrock=a,b)
// or null for the platform's default (the list's first). Stored in the company item's
// `configuracion.modeloBedrock` {modelo, por, fecha} (ajuste-empresa.ts); checked against the deploy's
// list here, on every change, and again by the precedence module on every use (a choice the deploy
// later dropped is not used).
import { fmt, modeloBedrock as msg } from '../../../shared/messages.js';
import { type BedrockEmpresa, modeloBedrockDeEmpresa, type ModeloBedrock } from '../../../shared/schemas/modelo-bedrock.js';
import type { Caller } from '../auth/caller.js';
import { getEmpresa } from '../db/empresas.js';
import { ValidationError } from '../errors.js';
import { bedrockDelDespliegue } from '../proveedores-ia/despliegue-aws.js';
import { cambiarAjuste, lecturaDeAjuste } from './ajuste-empresa.js';

type Env = Record<string, string | undefined>;

const lectura = /* @__PURE__ */ lecturaDeAjuste('modeloBedrock', 'modelo', modeloBedrockDeEmpresa);

/** What Configuración shows: the deploy's list and region with the company's choice; null without Bedrock. */
export async function bedrockDeEmpresa(empresaId: string, env: Env = process.env): Promise<BedrockEmpresa | null> {
  const b = bedrockDelDespliegue(env);
  if (!b) return null;
  const empresa = await getEmpresa(empresaId);
  const eleccion = empresa ? lectura.de(empresa) : { modelo: null, por: null, fecha: null };
  return { modelos: b.modelos, region: b.region, ...eleccion };
}

/** Sets the company's model (null: the platform's default) after checking it is one the deploy lists; nothing stored otherwise. */
export function cambiarModeloBedrock(
  caller: Caller,
  empresaId: string,
  modelo: string | null,
  env: Env = process.env,
  now = new Date(),
): Promise<ModeloBedrock> {
  const b = bedrockDelDespliegue(env);
  if (!b) throw new ValidationError(msg.sinBedrock);
  if (modelo !== null && !b.modelos.includes(modelo))
    throw new ValidationError(fmt(msg.noDisponible, { MODELO: modelo, MODELOS: b.modelos.join(', ') }));
  return cambiarAjuste(lectura, caller, empresaId, modelo, now);
}
