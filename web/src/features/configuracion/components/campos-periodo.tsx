// The period of an export or a dossier on Configuración (D153, D174): «Desde» and «Hasta» as UTC days,
// each bounded by the other, and the error a request for it answered.
import { Alert, Input } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field';

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

export function ErrorPeriodo({ mensaje }: { mensaje: string | null }) {
  if (!mensaje) return null;
  return (
    <Alert.Root status="error" rounded="md">
      <Alert.Indicator />
      <Alert.Title>{mensaje}</Alert.Title>
    </Alert.Root>
  );
}
