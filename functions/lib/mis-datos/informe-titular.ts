// The stored report as the candidate's copy of their data gives it (issue 54 item 7): the same
// report, its text analysis under `analisisTexto` instead of the stored `bertAnalysis` key, which
// stays as it is in the table (the staff's screens and the export read it), so nothing is migrated.
import type { InformeIA } from '../../../shared/schemas/informe.js';
import type { InformeTitular } from '../../../shared/schemas/mis-datos.js';

export function informeTitular(informe: InformeIA): InformeTitular {
  const { bertAnalysis, ...resto } = informe;
  return { ...resto, analisisTexto: bertAnalysis ?? null };
}
