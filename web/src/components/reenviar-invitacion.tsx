// «Reenviar invitación» on a scheduled interview: the same link and calendar event mailed again, limited
// by the server (at most 3 times, 10 minutes apart) and noted on the interview. One action in three
// places of two features: the candidate's profile, the interview's card and its details (issue 66 item 6).
import { Button, Stack, Text } from '@chakra-ui/react';
import { llamar } from '../lib/api-rutas';
import { formatFechaHora } from '../lib/format';
import { useAccion } from '../lib/use-accion';
import { BotonIcono } from './boton-icono';
import { RefreshIcon } from './icons';
import { toaster } from './toaster';

interface Reenviable {
  id: string;
  candidatoNombre?: string;
  reenvios?: { total: number; ultimoEn: string };
}

interface ReenviarProps {
  entrevista: Reenviable;
  empresaId?: string;
  onReenviada: () => void;
}

/** The resend and its answer: a toast with the server's words (a warning when the mail did not go). */
function useReenviar({ entrevista, empresaId, onReenviada }: ReenviarProps) {
  const { enviando, ejecutar } = useAccion({ fallo: 'No se pudo reenviar la invitación' });
  const reenviar = () =>
    ejecutar(async () => {
      const r = await llamar('POST /api/entrevistas/{id}/reenviar-invitacion', {
        params: { id: entrevista.id },
        query: { empresaId },
      });
      toaster.create({ type: r.data.enviada ? 'success' : 'warning', title: r.message || 'Invitación reenviada' });
      onReenviada();
    });
  return { enviando, reenviar };
}

/** 'Reenviada 2 veces · última el 27 nov 2026, 10:00'. */
function textoReenvios(r: NonNullable<Reenviable['reenvios']>): string {
  return `Reenviada ${r.total === 1 ? '1 vez' : `${r.total} veces`} · última el ${formatFechaHora(r.ultimoEn)}`;
}

/** The labelled button, with how often and when it was last resent (profile and details). */
export function ReenviarInvitacionBoton(props: ReenviarProps & { size?: 'xs' | 'sm' }) {
  const { enviando, reenviar } = useReenviar(props);
  const { reenvios } = props.entrevista;
  return (
    <Stack gap="0.5" align="end">
      <Button size={props.size ?? 'xs'} variant="outline" onClick={() => void reenviar()} loading={enviando} loadingText="Reenviando...">
        <RefreshIcon />
        Reenviar invitación
      </Button>
      {reenvios && (
        <Text fontSize="xs" color="fg.muted">
          {textoReenvios(reenvios)}
        </Text>
      )}
    </Stack>
  );
}

/** The card's icon button: its name (and tooltip) says whose invitation goes again. */
export function ReenviarInvitacionIcono(props: ReenviarProps) {
  const { enviando, reenviar } = useReenviar(props);
  return (
    <BotonIcono
      size="sm"
      variant="ghost"
      aria-label={`Reenviar la invitación a ${props.entrevista.candidatoNombre}`}
      onClick={() => void reenviar()}
      loading={enviando}
    >
      <RefreshIcon />
    </BotonIcono>
  );
}
