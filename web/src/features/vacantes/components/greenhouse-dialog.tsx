// A vacancy linked to a Greenhouse job (D201): the job's number and, for each of the company's stages,
// the Greenhouse interview stage it is (a number from the job's interview plan in Greenhouse). A stage
// left empty is not sent to Greenhouse. Saved with the vacancy's PUT from the version read; «Quitar
// enlace» unlinks it. Each candidate's Greenhouse application id is typed on their card.
import { useState, type FormEvent } from 'react';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { invalidar } from '../../../lib/invalidar';
import { editarVacante, useEtapas, type VacanteFila } from '../api/vacantes';

interface GreenhouseDialogProps {
  vacante: VacanteFila;
  empresaId: string | undefined;
  onClose: () => void;
}

export function GreenhouseDialog({ vacante, empresaId, onClose }: GreenhouseDialogProps) {
  const { etapas } = useEtapas(empresaId);
  const [jobId, setJobId] = useState(vacante.greenhouse?.jobId ?? '');
  const [mapa, setMapa] = useState<Record<string, string>>(vacante.greenhouse?.etapas ?? {});
  const [guardando, setGuardando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const guardar = async (greenhouse: VacanteFila['greenhouse']) => {
    setGuardando(true);
    setError(null);
    try {
      await editarVacante(vacante.id, empresaId, { version: vacante.version, greenhouse });
      toaster.create({ type: 'success', title: greenhouse ? 'Vacante enlazada con Greenhouse' : 'Enlace con Greenhouse quitado' });
      await invalidar('vacantes');
      onClose();
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo guardar el enlace con Greenhouse'));
    } finally {
      setGuardando(false);
    }
  };
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const etapasGh = Object.fromEntries(Object.entries(mapa).filter(([, v]) => v.trim() !== ''));
    void guardar({ jobId: jobId.trim(), etapas: etapasGh });
  };

  return (
    <FormDialog
      title={`Greenhouse · ${vacante.titulo}`}
      description="Cada cambio de etapa de un candidato con su id de Greenhouse se envía a este puesto."
      onClose={onClose}
      onSubmit={enviar}
      isSubmitting={guardando}
      submitLabel="Guardar enlace"
      submittingLabel="Guardando…"
      submitDisabled={jobId.trim() === ''}
    >
      <Stack gap="4">
        <FormField label="Puesto de Greenhouse" required helperText="El número de la dirección del puesto en Greenhouse.">
          <Input inputMode="numeric" autoComplete="off" value={jobId} onChange={(e) => setJobId(e.target.value)} />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          Etapa de Greenhouse de cada etapa de la vacante (el número de la etapa en el plan de entrevistas del puesto). Una etapa sin número
          no se envía.
        </Text>
        {etapas.map((e) => (
          <FormField key={e.id} label={`Etapa de Greenhouse para «${e.nombre}»`}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={mapa[e.id] ?? ''}
              onChange={(ev) => setMapa((m) => ({ ...m, [e.id]: ev.target.value }))}
            />
          </FormField>
        ))}
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
        {vacante.greenhouse && (
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            alignSelf="flex-start"
            loading={guardando}
            onClick={() => void guardar(null)}
          >
            Quitar enlace
          </Button>
        )}
      </Stack>
    </FormDialog>
  );
}
