// When an interview's link stops working, on its own (no KMS, no config): the answer to a time
// adjustment (../ayuda-candidato/responder.ts) stretches it without bundling the token's sealing.
import { ENTREVISTAS } from '../../../shared/constants.js';

/**
 * The link works until this long after the interview's scheduled end; `factor` stretches those days
 * (an accepted «más tiempo»/«sin límite», D172: AYUDA.factorTiempo).
 */
export function expiracionToken(fechaProgramada: string, duracionMinutos: number, factor = 1): string {
  return new Date(
    Date.parse(fechaProgramada) + duracionMinutos * 60_000 + ENTREVISTAS.tokenDiasTrasFin * factor * 86_400_000,
  ).toISOString();
}
