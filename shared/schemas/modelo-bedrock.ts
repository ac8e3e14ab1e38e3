// The Amazon Bedrock model a company chooses (issue 57 item 1, D176): one of the deploy's list
// (`-c bedrock=a,b`, the first the platform's default), or null for the platform's default. Stored in
// the company item's `configuracion.modeloBedrock` {modelo, por, fecha}, set only by PUT
// /api/configuracion/empresa/{empresaId}/modelo-bedrock; the server checks it against the deploy's
// list (this schema checks only its shape). A choice the deploy later dropped is not used: the
// platform's default is, and Configuración says why.
import * as z from 'zod/mini';
import { modeloBedrock as msg } from '../messages.js';

export const ModeloBedrockBody = z.strictObject({
  modelo: z.nullable(z.string({ error: msg.texto }).check(z.trim(), z.minLength(1, msg.texto), z.maxLength(200, msg.texto))),
});
export type ModeloBedrockBody = z.output<typeof ModeloBedrockBody>;

export const ModeloBedrock = z.object({
  modelo: z.nullable(z.string()),
  por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  fecha: z.nullable(z.string()),
});
export type ModeloBedrock = z.infer<typeof ModeloBedrock>;

/** What Configuración shows of the deploy's Bedrock: its list (the default first), its region, the company's choice. */
export const BedrockEmpresa = z.extend(ModeloBedrock, { modelos: z.array(z.string()), region: z.string() });
export type BedrockEmpresa = z.infer<typeof BedrockEmpresa>;

/** The company's stored choice, or null (the platform's default); not checked against the deploy's list here. */
export function modeloBedrockDeEmpresa(empresa: object | undefined | null): string | null {
  const c = (empresa as { configuracion?: unknown } | undefined | null)?.configuracion as
    { modeloBedrock?: { modelo?: unknown } } | undefined;
  const m = c?.modeloBedrock?.modelo;
  return typeof m === 'string' && m ? m : null;
}
