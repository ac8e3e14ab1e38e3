// «Umbral de recomendación» in the company's Configuración (D157), beside the AI's pause and the
// integrity signals: the mean out of 10 a report must reach (with half of its rubric evaluated) to say
// «Recomendado». Empty, the template's «Criterio para aprobar» decides. Reports already written keep
// the rule they were written with; a person decides in every case.
import { useId, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { umbral as msg } from '@shared/messages';
import { UMBRAL } from '@shared/schemas/umbral-empresa';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { useRuta } from '../../../lib/use-ruta';

const decimal = (x: number) => x.toLocaleString('es-ES', { maximumFractionDigits: 1 });
const useRutaUmbral = (empresaId: string) =>
  useRuta('GET /api/configuracion/empresa/{empresaId}/umbral-recomendacion', { params: { empresaId } });

export function UmbralRecomendacion({ empresaId }: { empresaId: string }) {
  const ruta = useRutaUmbral(empresaId);
  // The field starts from what is stored, and again whenever that changes (a key, not an effect).
  return <FormularioUmbral key={String(ruta.data?.umbral ?? '')} empresaId={empresaId} {...ruta} />;
}

function FormularioUmbral({ empresaId, data, mutate }: { empresaId: string } & Pick<ReturnType<typeof useRutaUmbral>, 'data' | 'mutate'>) {
  const [valor, setValor] = useState(data?.umbral === null || data?.umbral === undefined ? '' : String(data.umbral).replace('.', ','));
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const id = useId();
  const guardar = async (texto: string) => {
    const limpio = texto.trim().replace(',', '.');
    const umbral = limpio === '' ? null : Number(limpio);
    if (
      umbral !== null &&
      (!Number.isFinite(umbral) || umbral < UMBRAL.minimo || umbral > UMBRAL.maximo || !Number.isInteger(umbral / UMBRAL.paso))
    ) {
      setError(msg.numero);
      return;
    }
    setError(null);
    setGuardando(true);
    try {
      const r = await llamar('PUT /api/configuracion/empresa/{empresaId}/umbral-recomendacion', {
        params: { empresaId },
        body: { umbral },
      });
      await mutate(r.data, { revalidate: false });
      toaster.create({ type: 'success', title: r.message || (umbral === null ? msg.plantilla : msg.guardado) });
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, 'No se pudo guardar el umbral de recomendación') });
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Stack gap="2" as="form" onSubmit={(ev) => (ev.preventDefault(), void guardar(valor))} aria-labelledby={`${id}-titulo`}>
      <Text fontWeight="medium" id={`${id}-titulo`}>
        Umbral de recomendación
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Un informe dice «Recomendado» cuando la media de las competencias evaluadas llega a este umbral y se ha evaluado al menos la mitad
        de la rúbrica; si lo dejas vacío, decide el criterio para aprobar de cada plantilla (70 % es 7 de 10). Vale para los informes que se
        generen desde ahora, y la decisión la toma siempre una persona.
      </Text>
      <Field.Root invalid={!!error} maxW="sm">
        <Field.Label>Umbral sobre 10</Field.Label>
        <HStack gap="2" align="start">
          <Input
            inputMode="decimal"
            value={valor}
            onChange={(ev) => setValor(ev.target.value)}
            placeholder="Criterio de la plantilla"
            disabled={!data || guardando}
            maxW="40"
          />
          <Button type="submit" variant="outline" loading={guardando} disabled={!data}>
            Guardar
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {data?.fecha && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {data.umbral === null ? 'Criterio de la plantilla' : `Umbral ${decimal(data.umbral)}/10`} desde el {formatFechaHora(data.fecha)}
          {data.por ? ` (${data.por.nombre})` : ''}.
        </Text>
      )}
    </Stack>
  );
}
