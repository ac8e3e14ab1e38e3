// Operaciones → Importar (part 2 §4; D95, D100): a company's file goes through storage and the
// import job, whatever its size, with its bar; the platform-wide file of every company's record (the
// superadmin without a company) is one request. Choosing the file shows first what it holds (D162:
// whose, per kind) and the import starts only on «Importar». Then the row-by-row report, shown by the tab.
import { type ChangeEvent, useRef, useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { datos as msg } from '@shared/messages';
import { UploadIcon } from '../../../components/icons';
import { mensajeDeError } from '../../../lib/form-errors';
import {
  ImportacionConError,
  importarDatos,
  importarDatosEnSegundoPlano,
  type ProgresoImportacion,
  type ResultadoImportacion,
  useTrasCambioDeDatos,
  validarArchivoImportacion,
  type VistaPreviaImportacion,
  vistaPreviaImportacion,
} from '../api/datos';
import { Operacion, type PropsOperacion, ResultadoAlerta, useOperacion } from './operacion';
import { ProgresoImportar } from './progreso-datos';
import { VistaPrevia } from './vista-previa-importacion';

/** A report for the tab to show (null: none), with its title. */
export type Informe = { titulo: string; resultado: ResultadoImportacion } | null;

export function OperacionImportar({ alcance, turno, onInforme }: PropsOperacion & { onInforme: (i: Informe) => void }) {
  const { empresaId, nombre } = alcance;
  const deEmpresa = nombre !== null;
  const op = useOperacion('importar', turno);
  const [progreso, setProgreso] = useState<ProgresoImportacion | null>(null);
  const archivo = useRef<HTMLInputElement>(null);
  const trasCambio = useTrasCambioDeDatos();
  // The chosen file, read and checked, waiting for «Importar» (D162).
  const [elegido, setElegido] = useState<{ file: File; archivo: unknown; vista: VistaPreviaImportacion } | null>(null);

  const elegir = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    op.setResultado(null);
    onInforme(null);
    setElegido(null);
    const v = await validarArchivoImportacion(file, deEmpresa);
    if (!v.ok) {
      op.setResultado({ estado: 'error', texto: v.error });
      return;
    }
    setElegido({ file, archivo: v.archivo, vista: vistaPreviaImportacion(file.name, v.archivo) });
  };

  const importar = async () => {
    if (!elegido) return;
    const { file, archivo: contenido } = elegido;
    setElegido(null);
    op.empezar();
    try {
      const { resultado, message } = deEmpresa
        ? await importarDatosEnSegundoPlano(file, empresaId, setProgreso)
        : await importarDatos(contenido, empresaId);
      await trasCambio();
      op.setResultado({ estado: resultado.rechazados ? 'warning' : 'success', texto: message ?? '' });
      onInforme({ titulo: 'Informe de la importación', resultado });
    } catch (err) {
      op.setResultado({
        estado: 'error',
        texto: err instanceof ImportacionConError ? err.message : mensajeDeError(err, msg.errorImportar),
      });
    } finally {
      op.terminar();
      setProgreso(null);
    }
  };

  return (
    <Operacion
      titulo="Importar"
      descripcion="Importa un archivo exportado: primero verás lo que contiene; antes de importarlo se crea una copia de seguridad; lo que no existe se crea y lo que existe se actualiza, dentro de los límites del plan. Verás el resultado fila a fila."
    >
      <input
        ref={archivo}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={(e) => void elegir(e)}
        aria-label="Archivo de importación"
      />
      <HStack>
        <Button
          variant="outline"
          onClick={() => archivo.current?.click()}
          loading={op.enCurso}
          loadingText="Importando..."
          disabled={op.bloqueada}
        >
          <UploadIcon />
          Importar datos
        </Button>
      </HStack>
      {elegido && (
        <VistaPrevia vista={elegido.vista} destino={nombre} onImportar={() => void importar()} onCancelar={() => setElegido(null)} />
      )}
      {progreso && <ProgresoImportar progreso={progreso} />}
      <ResultadoAlerta resultado={op.resultado} />
    </Operacion>
  );
}
