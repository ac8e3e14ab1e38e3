// Operaciones → Limpiar (part 2 §4 "Clear needs two confirmations"; D95, D103): the dialog, then the
// company's name typed (the API checks it again); once the clear job is queued, its bar and then its
// result. A refusal of the request (the wrong name, a clear or import already running) stays in the
// name dialog.
import { useState } from 'react';
import { Button, Dialog, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TrashIcon } from '../../../components/icons';
import { mensajeDeError } from '../../../lib/form-errors';
import { esperarLimpieza, LimpiezaConError, type ProgresoLimpieza, solicitarLimpieza, useTrasCambioDeDatos } from '../api/datos';
import { Operacion, type PropsOperacion, ResultadoAlerta, useOperacion } from './operacion';
import { ProgresoLimpiar } from './progreso-datos';
import { DialogoAbierto } from '../../../components/dialogo-abierto';
import { AvisoError } from '../../../components/aviso-error';

/** The second confirmation of Limpiar: the company's name typed. */
function ConfirmarNombre({
  nombre,
  limpiando,
  error,
  onCancel,
  onConfirm,
}: {
  nombre: string;
  limpiando: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (texto: string) => void;
}) {
  const [texto, setTexto] = useState('');
  const coincide = texto.trim() === nombre;
  return (
    <DialogoAbierto role="alertdialog" onClose={() => !limpiando && onCancel()}>
      <Dialog.Header>
        <Dialog.Title>Confirmación final</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Dialog.Description>
            {`Escribe el nombre de la empresa (${nombre}) para borrar sus datos. Esta acción no se puede deshacer, pero podrás restaurar la copia previa.`}
          </Dialog.Description>
          <Field.Root required>
            <Field.Label>Nombre de la empresa</Field.Label>
            <Input value={texto} onChange={(e) => setTexto(e.target.value)} autoComplete="off" />
          </Field.Root>
          <AvisoError mensaje={error} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={limpiando}>
          Cancelar
        </Button>
        <Button colorPalette="red" onClick={() => onConfirm(texto)} loading={limpiando} loadingText="Borrando..." disabled={!coincide}>
          Borrar datos
        </Button>
      </Dialog.Footer>
    </DialogoAbierto>
  );
}

const SIN_EMPRESA = 'Selecciona una empresa en la barra superior para limpiar sus datos.';

export function OperacionLimpiar({ alcance, turno }: PropsOperacion) {
  const { empresaId, nombre } = alcance;
  const op = useOperacion('limpiar', turno);
  /** Which confirmation is open: none, the dialog, the name typed. */
  const [paso, setPaso] = useState<0 | 1 | 2>(0);
  const [error, setError] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<ProgresoLimpieza | null>(null);
  const trasCambio = useTrasCambioDeDatos();

  const limpiar = async (texto: string) => {
    op.empezar();
    setError(null);
    op.setResultado(null);
    let job;
    try {
      // The typed name, a clear or an import already running: answered here, in the dialog.
      job = await solicitarLimpieza(texto, empresaId);
    } catch (err) {
      setError(mensajeDeError(err, 'Error al limpiar los datos'));
      op.terminar();
      return;
    }
    setPaso(0);
    setProgreso({ borrados: 0, total: 0 });
    try {
      const { message } = await esperarLimpieza(job, empresaId, nombre ?? '', setProgreso);
      await trasCambio();
      op.setResultado({ estado: 'success', texto: message });
    } catch (err) {
      await trasCambio();
      op.setResultado({
        estado: 'error',
        texto: err instanceof LimpiezaConError ? err.message : mensajeDeError(err, 'Error al limpiar los datos'),
      });
    } finally {
      op.terminar();
      setProgreso(null);
    }
  };

  return (
    <Operacion
      titulo="Limpiar"
      descripcion={
        nombre !== null
          ? `Borra los datos de ${nombre}: candidatos, entrevistas, informes, áreas y archivos. Se conservan la empresa, sus usuarios (que siguen entrando con su contraseña), sus claves de API y sus webhooks; antes se crea una copia de seguridad.`
          : SIN_EMPRESA
      }
    >
      <HStack>
        <Button variant="outline" colorPalette="red" onClick={() => setPaso(1)} disabled={op.bloqueada || nombre === null}>
          <TrashIcon />
          Limpiar datos
        </Button>
      </HStack>
      {progreso && <ProgresoLimpiar progreso={progreso} />}
      <ResultadoAlerta resultado={op.resultado} />
      {paso === 1 && nombre && (
        <ConfirmDialog
          title={`¿Limpiar los datos de ${nombre}?`}
          pending={false}
          irreversible={false}
          labels={{ confirm: 'Continuar' }}
          onCancel={() => setPaso(0)}
          onConfirm={() => setPaso(2)}
        >
          Se borrarán sus candidatos, entrevistas, informes, áreas y archivos. Los usuarios se conservan. Antes se crea una copia de
          seguridad que podrás restaurar.
        </ConfirmDialog>
      )}
      {paso === 2 && nombre && (
        <ConfirmarNombre
          nombre={nombre}
          limpiando={op.enCurso}
          error={error}
          onCancel={() => {
            setPaso(0);
            setError(null);
          }}
          onConfirm={(texto) => void limpiar(texto)}
        />
      )}
    </Operacion>
  );
}
