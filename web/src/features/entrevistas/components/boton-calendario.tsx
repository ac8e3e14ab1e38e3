// «Añadir a mi calendario» (D144): the person who scheduled the interview saves it as an .ics
// file, which their calendar (Outlook, Google Calendar, Apple Calendar) adds as an event. The file
// is the server's (GET /api/entrevistas/{id}/calendario.ics): the same event the candidate received,
// without the candidate's personal link.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { DownloadIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { descargarCalendario } from '../api/entrevistas';

interface BotonCalendarioProps {
  entrevistaId: string;
  empresaId?: string;
}

export function BotonCalendario({ entrevistaId, empresaId }: BotonCalendarioProps) {
  const [descargando, setDescargando] = useState(false);
  const descargar = async () => {
    setDescargando(true);
    try {
      await descargarCalendario(entrevistaId, empresaId);
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo descargar el evento de calendario') });
    } finally {
      setDescargando(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void descargar()} loading={descargando} loadingText="Descargando...">
      <DownloadIcon />
      Añadir a mi calendario
    </Button>
  );
}
