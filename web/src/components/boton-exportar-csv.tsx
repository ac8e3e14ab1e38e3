// «Exportar CSV» (D186, D192): the Candidatos, Entrevistas and Informes screens export what their filter shows, a
// vacancy's candidates dialog the whole vacancy. One click downloads the file (lib/exportar-csv.ts); a
// large export follows its short-lived link and says so; a failure is told in Spanish. Busy while it
// runs, so a second click does not ask twice.
import { useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { exportacionCsv as msg, fmt } from '@shared/messages';
import { mensajeDeError } from '../lib/form-errors';
import type { ResultadoExportacion } from '../lib/exportar-csv';
import { DownloadIcon } from './icons';
import { toaster } from './toaster';

interface BotonExportarCsvProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** Downloads the export (descargarCsv with the route and the filters shown). */
  exportar: () => Promise<ResultadoExportacion>;
}

export function BotonExportarCsv({ exportar, children, ...props }: BotonExportarCsvProps) {
  const [enCurso, setEnCurso] = useState(false);
  const pulsar = async () => {
    setEnCurso(true);
    try {
      const r = await exportar();
      toaster.create({
        type: 'success',
        title: r.forma === 'enlace' ? (r.mensaje ?? r.nombre) : fmt(msg.descargado, { nombre: r.nombre }),
      });
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, msg.noExportado) });
    } finally {
      setEnCurso(false);
    }
  };
  return (
    <Button variant="outline" {...props} loading={enCurso} onClick={() => void pulsar()}>
      <DownloadIcon />
      {children ?? msg.boton}
    </Button>
  );
}
