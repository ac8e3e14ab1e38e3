// «Monitor de equidad: mínimo por categoría» in the company's Configuración (D175, D178): no count of the
// fairness monitor under this many people is shown (Analytics, the auditor's export, the dossier), nor
// one that gives such a count away, and a category without its counts shows «datos insuficientes» and
// no ratio, so a handful of people never reads as a finding nor identifies anyone. 10 until the company
// sets it.
import { useId, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { equidad as msg, fmt } from '@shared/messages';
import { MINIMO_N } from '@shared/equidad';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { mensajeDeError } from '../../../lib/form-errors';
import { useRuta } from '../../../lib/use-ruta';

const useRutaMinimo = (empresaId: string) =>
  useRuta('GET /api/configuracion/empresa/{empresaId}/equidad-minimo', { params: { empresaId } });

export function MinimoEquidad({ empresaId }: { empresaId: string }) {
  const ruta = useRutaMinimo(empresaId);
  return <FormularioMinimo key={String(ruta.data?.minimoN ?? '')} empresaId={empresaId} {...ruta} />;
}

function FormularioMinimo({ empresaId, data, mutate }: { empresaId: string } & Pick<ReturnType<typeof useRutaMinimo>, 'data' | 'mutate'>) {
  const [valor, setValor] = useState(data ? String(data.minimoN) : '');
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const id = useId();
  const guardar = async () => {
    const minimoN = Number(valor.trim());
    if (!valor.trim() || !Number.isInteger(minimoN) || minimoN < MINIMO_N.minimo || minimoN > MINIMO_N.maximo) {
      setError(fmt(msg.minimoInvalido, { min: MINIMO_N.minimo, max: MINIMO_N.maximo }));
      return;
    }
    setError(null);
    setGuardando(true);
    try {
      const r = await llamar('PUT /api/configuracion/empresa/{empresaId}/equidad-minimo', { params: { empresaId }, body: { minimoN } });
      await mutate(r.data, { revalidate: false });
      toaster.create({ type: 'success', title: r.message || msg.minimoGuardado });
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, 'No se pudo guardar el mínimo') });
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Stack gap="2" as="form" onSubmit={(ev) => (ev.preventDefault(), void guardar())} aria-labelledby={`${id}-titulo`}>
      <Text fontWeight="medium" id={`${id}-titulo`}>
        Monitor de equidad: mínimo de personas por categoría
      </Text>
      <Text fontSize="sm" color="fg.muted">
        En Analytics, en la exportación para auditoría y en el dosier, ninguna cifra de menos personas que este mínimo se muestra (se lee
        «menos de 10» con un mínimo de 10), ni otra que permitiría deducirla; una categoría sin sus cifras muestra «datos insuficientes» y
        no calcula su ratio de impacto. Con 1 se muestran todas: alguien podría reconocer a una persona.
      </Text>
      <Field.Root invalid={!!error} maxW="sm">
        <Field.Label>Mínimo de personas</Field.Label>
        <HStack gap="2" align="start">
          <Input inputMode="numeric" value={valor} onChange={(ev) => setValor(ev.target.value)} disabled={!data || guardando} maxW="40" />
          <Button type="submit" variant="outline" loading={guardando} disabled={!data}>
            Guardar mínimo
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
