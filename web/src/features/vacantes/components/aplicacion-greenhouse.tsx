// On a candidate's card in a vacancy linked to Greenhouse (D201): their Greenhouse application id, or
// why their stage changes are not sent; whoever moves candidates types it (the number Greenhouse shows
// as the application's id), changes it or forgets it. Saved with the card's PUT from the version read.
import { useState, type FormEvent } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { invalidar } from '../../../lib/invalidar';
import { moverCandidato, type useCandidaturas, type VacanteFila } from '../api/vacantes';

type CandidaturaFila = ReturnType<typeof useCandidaturas>['items'][number];

interface Props {
  vacante: VacanteFila;
  empresaId: string | undefined;
  c: CandidaturaFila;
  nombre: string;
  puedeEditar: boolean;
}

export function AplicacionGreenhouse({ vacante, empresaId, c, nombre, puedeEditar }: Props) {
  const [editando, setEditando] = useState(false);
  const [valor, setValor] = useState(c.greenhouseAplicacionId ?? '');
  const [guardando, setGuardando] = useState(false);
  if (!vacante.greenhouse) return null;

  const guardar = async (e: FormEvent) => {
    e.preventDefault();
    setGuardando(true);
    try {
      const r = await moverCandidato(vacante.id, empresaId, c.candidatoId, {
        etapa: c.etapa,
        version: c.version,
        greenhouseAplicacionId: valor.trim() === '' ? null : valor.trim(),
      });
      toaster.create({ type: 'success', title: r.message ?? 'Guardado' });
      setEditando(false);
    } catch (err) {
      toaster.create({ type: 'error', title: mensajeDeError(err, 'No se pudo guardar el id de Greenhouse') });
    } finally {
      setGuardando(false);
      await invalidar('vacantes');
    }
  };

  return (
    <Stack gap="1">
      <Text fontSize="xs" color={c.greenhouseAplicacionId ? 'fg.muted' : 'fg.warning'}>
        {c.greenhouseAplicacionId
          ? `Greenhouse: candidatura ${c.greenhouseAplicacionId}`
          : 'Sin id de Greenhouse: sus cambios de etapa no se envían'}
      </Text>
      {puedeEditar && !editando && (
        <Button size="2xs" variant="ghost" alignSelf="flex-start" onClick={() => setEditando(true)}>
          {c.greenhouseAplicacionId ? 'Cambiar id de Greenhouse' : 'Añadir id de Greenhouse'}
        </Button>
      )}
      {puedeEditar && editando && (
        <form onSubmit={(e) => void guardar(e)} aria-label={`Id de Greenhouse de ${nombre}`}>
          <HStack gap="1">
            <Input
              size="xs"
              inputMode="numeric"
              autoComplete="off"
              aria-label={`Id de la candidatura de ${nombre} en Greenhouse`}
              value={valor}
              onChange={(e) => setValor(e.target.value)}
            />
            <Button size="xs" type="submit" loading={guardando}>
              Guardar
            </Button>
          </HStack>
        </form>
      )}
    </Stack>
  );
}
