// «Añadir a mi calendario» (D144): the person who scheduled the interview saves it as an .ics
// file, which their calendar (Outlook, Google Calendar, Apple Calendar) adds as an event. The file
// is the server's (GET /api/entrevistas/{id}/calendario.ics): the same event the candidate received,
// without the candidate's personal link.
import { Button } from '@chakra-ui/react';
import { DownloadIcon } from '../../../components/icons';
import { useAccion } from '../../../lib/use-accion';
import { descargarCalendario } from '../api/entrevistas';

interface BotonCalendarioProps {
  entrevistaId: string;
  empresaId?: string;
}

export function BotonCalendario({ entrevistaId, empresaId }: BotonCalendarioProps) {
  const { enviando, ejecutar } = useAccion({ fallo: 'No se pudo descargar el evento de calendario' });
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void ejecutar(() => descargarCalendario(entrevistaId, empresaId))}
      loading={enviando}
      loadingText="Descargando..."
    >
      <DownloadIcon />
      Añadir a mi calendario
    </Button>
  );
}
