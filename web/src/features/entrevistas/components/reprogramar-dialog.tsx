// 'Reprogramar entrevista' (only while programada, D63): a new date-time, duration or time zone,
// starting from the interview's own. Only what changed is sent (the contract's EntrevistaUpdate
// refuses an empty change with its message); the server moves the link's expiry and mails the
// candidate the updated invitation, with the same link.
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Stack, Text } from '@chakra-ui/react';
import { entrevistas as msg } from '@shared/messages';
import { EntrevistaUpdate } from '@shared/schemas/entrevista';
import { FormDialog } from '../../../components/form-dialog';
import { toaster } from '../../../components/toaster';
import { aplicarErroresServidor, mensajeDeError } from '../../../lib/form-errors';
import { type EntrevistaFila, type Programada, reprogramarEntrevista } from '../api/entrevistas';
import { errorDeFecha, erroresPorCampo } from '../formulario';
import { horaLocal, instanteDeHoraLocal, isoConDesfase } from '../../../lib/zona-horaria';
import { CamposFecha } from './campos-fecha';
import { fechaConZona } from './entrevista-card';
import { AvisoError } from '../../../components/aviso-error';

interface Valores {
  fechaProgramada: string;
  duracionEstimada: string;
  zonaHoraria: string;
}

const CAMPOS = ['fechaProgramada', 'duracionEstimada', 'zonaHoraria'] as const;

function resolver(e: EntrevistaFila): Resolver<Valores, unknown, EntrevistaUpdate> {
  return async (v) => {
    const instante = v.fechaProgramada ? instanteDeHoraLocal(v.fechaProgramada, v.zonaHoraria) : Number.NaN;
    const movida = Number.isNaN(instante) || instante !== Date.parse(e.fechaProgramada);
    const duracion = Number(v.duracionEstimada);
    const r = EntrevistaUpdate.safeParse({
      fechaProgramada: !movida ? undefined : Number.isNaN(instante) ? '' : isoConDesfase(instante, v.zonaHoraria),
      duracionEstimada: duracion !== e.duracionEstimada ? duracion : undefined,
      zonaHoraria: v.zonaHoraria !== e.zonaHoraria ? v.zonaHoraria : undefined,
    });
    const errors = r.success ? {} : erroresPorCampo(r.error.issues, CAMPOS, 'fechaProgramada');
    const fecha = movida ? errorDeFecha(instante) : undefined;
    if (fecha && !errors.fechaProgramada) errors.fechaProgramada = { type: 'fecha', message: fecha };
    if (!r.success || Object.keys(errors).length) return { values: {}, errors };
    return { values: r.data, errors: {} };
  };
}

interface ReprogramarDialogProps {
  entrevista: EntrevistaFila;
  empresaId?: string;
  onClose: () => void;
  onReprogramada: (r: Programada) => void;
}

export function ReprogramarDialog({ entrevista: e, empresaId, onClose, onReprogramada }: ReprogramarDialogProps) {
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Valores, unknown, EntrevistaUpdate>({
    resolver: resolver(e),
    defaultValues: {
      fechaProgramada: horaLocal(e.fechaProgramada, e.zonaHoraria),
      duracionEstimada: String(e.duracionEstimada),
      zonaHoraria: e.zonaHoraria,
    },
  });
  const [fecha, zona] = useWatch({ control, name: ['fechaProgramada', 'zonaHoraria'] });

  const onSubmit = handleSubmit(async (body) => {
    setErrorGeneral(null);
    try {
      const r = await reprogramarEntrevista(e.id, empresaId, body);
      const aviso = r.data.invitacionEnviada === false;
      toaster.create({ type: aviso ? 'warning' : 'success', title: r.message || msg.reprogramada, duration: aviso ? 10_000 : undefined });
      onReprogramada(r.data);
      onClose();
    } catch (error) {
      if (!aplicarErroresServidor<Valores>(error, CAMPOS, setError)) {
        setErrorGeneral(mensajeDeError(error, 'No se pudo reprogramar la entrevista'));
      }
    }
  });

  return (
    <FormDialog
      title="Reprogramar entrevista"
      description={`${e.candidatoNombre} · ${e.servicioNombre}`}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Reprogramar"
      submittingLabel="Reprogramando..."
      submitDisabled={!fecha}
      size="lg"
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Ahora: {fechaConZona(e)} · {e.duracionEstimada} min. El candidato recibirá la invitación actualizada con el mismo enlace.
        </Text>
        <CamposFecha
          fecha={register('fechaProgramada')}
          duracion={register('duracionEstimada')}
          zona={register('zonaHoraria')}
          zonaActual={zona}
          zonasFijas={[e.zonaHoraria]}
          errores={{
            fecha: errors.fechaProgramada?.message,
            duracion: errors.duracionEstimada?.message,
            zona: errors.zonaHoraria?.message,
          }}
        />
        <AvisoError mensaje={errorGeneral} />
      </Stack>
    </FormDialog>
  );
}
