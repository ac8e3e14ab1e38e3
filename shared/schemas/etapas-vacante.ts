// The company's pipeline stages (issue 66 item 2, D195): the defaults renamed, its own added, all in
// its order, one list for every vacancy of the company. Four stages are the product's own — it puts
// people there when they join, are invited, finish the interview or are rejected — so they can be
// renamed and moved but not deleted; any other stage can be deleted only while nobody is in it.
import * as z from 'zod/mini';
import { fmt, vacantes as msg } from '../messages.js';
import { ETAPAS_VACANTE, ETIQUETA_ETAPA, EtapaVacante, type EtapaPorDefecto } from './candidatura.js';

/** The stages the product moves people to by itself. */
export const ETAPAS_SISTEMA = ['nuevo', 'invitado', 'entrevistado', 'descartado'] as const satisfies readonly EtapaPorDefecto[];
export const esEtapaSistema = (id: string) => (ETAPAS_SISTEMA as readonly string[]).includes(id);

export const ETAPAS = { max: 20, nombreMax: 40 } as const;

export const Etapa = z.object({ id: EtapaVacante, nombre: z.string(), sistema: z.boolean() });
export type Etapa = z.infer<typeof Etapa>;

/** GET /api/vacantes/etapas: the company's stages in order; version 0 while it keeps the defaults. */
export const EtapasProceso = z.object({ etapas: z.array(Etapa), version: z.number() });
export type EtapasProceso = z.infer<typeof EtapasProceso>;

const NombreEtapa = z
  .string({ error: msg.etapaNombreObligatorio })
  .check(
    z.trim(),
    z.minLength(1, { error: msg.etapaNombreObligatorio }),
    z.maxLength(ETAPAS.nombreMax, { error: fmt(msg.etapaNombreLargo, { max: ETAPAS.nombreMax }) }),
  );

/**
 * PUT /api/vacantes/etapas: the whole list in its new order, from the version read. A stage keeps its
 * id (renamed or moved); one without an id is new; one left out is deleted.
 */
export const EtapasUpdate = z.strictObject({
  etapas: z
    .array(z.strictObject({ id: z.optional(EtapaVacante), nombre: NombreEtapa }), { error: msg.etapasListaObligatoria })
    .check(
      z.minLength(1, { error: msg.etapasListaObligatoria }),
      z.maxLength(ETAPAS.max, { error: fmt(msg.etapasDemasiadas, { max: ETAPAS.max }) }),
    ),
  version: z
    .number({ error: msg.versionEtapasObligatoria })
    .check(z.int({ error: msg.versionEtapasObligatoria }), z.minimum(0, { error: msg.versionEtapasObligatoria })),
});
export type EtapasUpdate = z.output<typeof EtapasUpdate>;

export const ETAPAS_POR_DEFECTO: readonly Etapa[] = ETAPAS_VACANTE.map((id) => ({
  id,
  nombre: ETIQUETA_ETAPA[id],
  sistema: esEtapaSistema(id),
}));

/** A stage's name in the company's list; a default's own name, or «Etapa borrada», when it is not there. */
export function nombreEtapa(etapas: readonly Pick<Etapa, 'id' | 'nombre'>[] | undefined, id: string): string {
  return etapas?.find((e) => e.id === id)?.nombre ?? (ETIQUETA_ETAPA as Record<string, string>)[id] ?? msg.etapaBorrada;
}
