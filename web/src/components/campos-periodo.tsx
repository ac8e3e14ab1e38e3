// A period as two days: the oversight export and the algorithm dossier on Configuración (D153, D174)
// and the fairness monitor on Analytics (D175). «Desde» and «Hasta» as UTC days, each bounded by the
// other, and today's UTC day to start from.
import { Input } from '@chakra-ui/react';
import { FormField } from './form-field';

/** Today as a UTC day (`YYYY-MM-DD`): the server reads a period's days as UTC days. */
export const hoyUtc = () => new Date().toISOString().slice(0, 10);

export function CamposPeriodo(p: { desde: string; hasta: string; onDesde: (v: string) => void; onHasta: (v: string) => void }) {
  return (
    <>
      <FormField label="Desde">
        <Input type="date" value={p.desde} max={p.hasta} onChange={(e) => p.onDesde(e.target.value)} />
      </FormField>
      <FormField label="Hasta">
        <Input type="date" value={p.hasta} min={p.desde} onChange={(e) => p.onHasta(e.target.value)} />
      </FormField>
    </>
  );
}
