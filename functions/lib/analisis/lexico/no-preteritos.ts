// Words ending in «-é» or «-í» that are no first-person preterite («organicé», «decidí»): the one list the
// rules that read a candidate's past share (integrado/forma.ts, comprobaciones/lectura.ts,
// lexico/generico.ts). Lower case, with their accents: the accent is what the preterite rule reads.

/** A first-person preterite of a regular verb, as written: a word of 4+ letters ending in -é or -í (organicé, decidí). */
export const PRETERITO = /(?<!\p{L})\p{L}{3,}[éí](?!\p{L})/gu;

/** Adverbs, pronouns and nouns: no verb at all. */
export const NO_SON_VERBOS: ReadonlySet<string> = new Set(
  (
    'qué sé fue porqué también después través además jamás quizá aquí allí ahí así acá allá ' +
    'café cafés comité comités bebé bebés puré cliché sofá carné chalé consomé josé ' +
    'esquí maniquí rubí jabalí bisturí colibrí frenesí iraní iraquí marroquí israelí'
  ).split(' '),
);

/**
 * Verbs in the first person that tell nothing done (D182): the future («lo iré viendo», «haré lo que
 * pueda») and «esté» («cuando esté dentro»). Still the candidate speaking as «I».
 */
export const NO_HECHOS: ReadonlySet<string> = new Set(
  'esté iré haré diré podré tendré sabré veré seré daré estaré habré pondré saldré vendré querré valdré'.split(' '),
);

/** Whether a word ending in «-é» or «-í» (lower case) can be a first-person preterite. */
export const puedeSerPreterito = (palabra: string): boolean => !NO_SON_VERBOS.has(palabra) && !NO_HECHOS.has(palabra);
