// Operaciones → Exportar (part 2 §4; D65, D95): a company's data, or — the superadmin without a
// selected company — every company's record, downloaded as the version 1.0 file.
import { Button, HStack } from '@chakra-ui/react';
import { datos as msg, fmt } from '@shared/messages';
import { DownloadIcon } from '../../../components/icons';
import { descargarJson } from '../../../lib/descargar';
import { mensajeDeError } from '../../../lib/form-errors';
import { exportarDatos, nombreArchivoExportacion } from '../api/datos';
import { Operacion, type PropsOperacion, ResultadoAlerta, useOperacion } from './operacion';

export function OperacionExportar({ alcance, turno }: PropsOperacion) {
  const { empresaId, nombre } = alcance;
  const op = useOperacion('exportar', turno);

  const exportar = async () => {
    op.empezar();
    op.setResultado(null);
    try {
      const { archivo: datos, message } = await exportarDatos(empresaId);
      const nombreArchivo = nombreArchivoExportacion(
        new Date(),
        datos.exportInfo.empresaId ? `datos_${datos.exportInfo.empresaId}` : 'empresas',
      );
      descargarJson(nombreArchivo, datos);
      op.setResultado({ estado: 'success', texto: `${message ?? fmt(msg.exportado, { n: datos.empresas.length })} (${nombreArchivo}).` });
    } catch (e) {
      // §8: export failures are only logged; the screen still says it did not happen.
      console.error(e);
      op.setResultado({ estado: 'error', texto: mensajeDeError(e, msg.errorExportar) });
    } finally {
      op.terminar();
    }
  };

  return (
    <Operacion
      titulo="Exportar"
      descripcion={
        nombre !== null
          ? `Descarga los datos de ${nombre} (áreas, candidatos, entrevistas, informes, configuración…) en un archivo JSON (versión 1.0). No incluye usuarios ni claves de API.`
          : 'Descarga las fichas de todas las empresas en un archivo JSON (versión 1.0). Selecciona una empresa para exportar también sus datos.'
      }
    >
      <HStack>
        <Button onClick={() => void exportar()} loading={op.enCurso} loadingText="Exportando..." disabled={op.bloqueada}>
          <DownloadIcon />
          Exportar datos
        </Button>
      </HStack>
      <ResultadoAlerta resultado={op.resultado} />
    </Operacion>
  );
}
