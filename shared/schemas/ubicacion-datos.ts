// Where the company's data lives (issue 67 item 8): the deploy's AWS region, the basis the company's
// country gives for its data living there (shared/paises.ts `transferenciaDe`) and, where that law asks
// for one, the safeguard an admin recorded — kept in the company item's
// `configuracion.salvaguardaTransferencia` {tipo, referencia, fechaDocumento, region, pais, por, fecha},
// set only by PUT /api/configuracion/empresa/{empresaId}/salvaguarda-transferencia. It counts for the
// region and country it was recorded for: a company that moves country, or a deploy in another region,
// must record its own again. While one is needed and missing the company's first interview is refused.
import * as z from 'zod/mini';
import { ubicacionDatos as msg } from '../messages.js';
import { nombreRegion, paisDeEmpresa, TIPOS_SALVAGUARDA, transferenciaDe } from '../paises.js';

const Autor = z.nullable(z.object({ id: z.string(), nombre: z.string() }));

export const SalvaguardaBody = z.strictObject({
  tipo: z.enum(TIPOS_SALVAGUARDA, { error: msg.tipo }),
  referencia: z.string({ error: msg.referencia }).check(z.trim(), z.minLength(3, msg.referencia), z.maxLength(300, msg.referencia)),
  fechaDocumento: z.iso.date({ error: msg.fechaDocumento }),
});
export type SalvaguardaBody = z.output<typeof SalvaguardaBody>;

export const Salvaguarda = z.object({
  tipo: z.string(),
  referencia: z.string(),
  fechaDocumento: z.string(),
  /** The region and country (code) it was recorded for. */
  region: z.string(),
  pais: z.string(),
  por: Autor,
  fecha: z.nullable(z.string()),
});
export type Salvaguarda = z.infer<typeof Salvaguarda>;

/** What Configuración shows under «Dónde están los datos». */
export const UbicacionDatos = z.object({
  region: z.string(),
  regionNombre: z.string(),
  /** The company's country's basis; null for a country Talentia does not know yet. */
  base: z.nullable(
    z.object({
      tipo: z.enum(['mismo-pais', 'sin-transferencia', 'adecuado', 'sin-regla', 'salvaguarda']),
      texto: z.string(),
      requiereSalvaguarda: z.boolean(),
      salvaguarda: z.nullable(z.string()),
    }),
  ),
  /** The safeguard recorded for this region and country; null when none is. */
  registrada: z.nullable(Salvaguarda),
  /** A safeguard is needed and none is recorded: the first interview waits for it. */
  pendiente: z.boolean(),
});
export type UbicacionDatos = z.infer<typeof UbicacionDatos>;

/** The safeguard stored on the company, if any (not checked against its region and country here). */
export function salvaguardaDeEmpresa(empresa: object | null | undefined): Salvaguarda | null {
  const c = (empresa as { configuracion?: { salvaguardaTransferencia?: unknown } } | null | undefined)?.configuracion;
  const r = Salvaguarda.safeParse(c?.salvaguardaTransferencia);
  return r.success ? r.data : null;
}

/**
 * Where a company's data lives in that region on that day: its country's basis and the safeguard it
 * recorded for this region and country (one recorded for another is not shown as in force).
 */
export function ubicacionDeEmpresa(empresa: object, region: string, ahora: Date): UbicacionDatos {
  const codigo = paisDeEmpresa(empresa);
  const base = transferenciaDe(codigo, region, ahora);
  const guardada = salvaguardaDeEmpresa(empresa);
  const registrada = guardada && guardada.region === region && guardada.pais === codigo ? guardada : null;
  return {
    region,
    regionNombre: nombreRegion(region),
    base,
    registrada,
    pendiente: Boolean(base?.requiereSalvaguarda && !registrada),
  };
}
