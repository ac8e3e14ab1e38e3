// Where the company's data lives (issue 67 item 8): the admin's record of the safeguard its country's law
// asks for (Configuración reads the rest with the keys, claves-estado.ts),
// kept in the company item's `configuracion.salvaguardaTransferencia` with who and when (ajuste-empresa.ts),
// for the region and country it was recorded for.
import { fmt, ubicacionDatos as msg } from '../../../shared/messages.js';
import { listaPaises, paisDeEmpresa } from '../../../shared/paises.js';
import { ubicacionDeEmpresa, type SalvaguardaBody, type UbicacionDatos } from '../../../shared/schemas/ubicacion-datos.js';
import type { Caller } from '../auth/caller.js';
import { ValidationError } from '../errors.js';
import { regionDelDespliegue } from '../proveedores-ia/despliegue-aws.js';
import { empresaParaCambiar, guardarAjuste } from './ajuste-empresa.js';

type Env = Record<string, string | undefined>;

/** Records the safeguard for the deploy's region and the company's country; a Spanish 400 and nothing stored otherwise. */
export async function registrarSalvaguarda(
  caller: Caller,
  empresaId: string,
  body: SalvaguardaBody,
  env: Env = process.env,
  now = new Date(),
): Promise<UbicacionDatos> {
  // Day against day: a document dated today anywhere is not in the future (UTC+14 is a day ahead at most).
  if (body.fechaDocumento > new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10))
    throw new ValidationError(msg.fechaFutura, [{ campo: 'fechaDocumento', msg: msg.fechaFutura }]);
  const empresa = await empresaParaCambiar(empresaId);
  const pais = paisDeEmpresa(empresa);
  if (!pais) throw new ValidationError(fmt(msg.paisDesconocido, { PAISES: listaPaises() }));
  const region = regionDelDespliegue(env);
  const nueva = await guardarAjuste(caller, empresa, 'salvaguardaTransferencia', { ...body, region, pais }, now);
  const configuracion = { ...((empresa.configuracion as object | undefined) ?? {}), salvaguardaTransferencia: nueva };
  return ubicacionDeEmpresa({ ...empresa, configuracion }, region, now);
}
