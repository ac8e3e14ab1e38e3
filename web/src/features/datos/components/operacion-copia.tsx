// Operaciones → Copia de seguridad (part 2 §4; D65, D95): the export kept in the files bucket, listed
// below for download or restore.
import { Button, HStack } from '@chakra-ui/react';
import { datos as msg, fmt } from '@shared/messages';
import { DatabaseIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { crearBackup, useBackups } from '../api/datos';
import { Operacion, type PropsOperacion, ResultadoAlerta, useOperacion } from './operacion';

export function OperacionCopia({ alcance, turno }: PropsOperacion) {
  const { empresaId } = alcance;
  const backups = useBackups(empresaId);
  const op = useOperacion('backup', turno);

  const crearCopia = async () => {
    op.empezar();
    op.setResultado(null);
    try {
      const { backup } = await crearBackup(empresaId);
      void backups.mutate();
      const texto = fmt(msg.backupCreado, { name: backup.name });
      op.setResultado({ estado: 'success', texto });
      toaster.create({ type: 'success', title: texto });
    } catch (e) {
      op.setResultado({ estado: 'error', texto: mensajeDeError(e, msg.errorBackup) });
    } finally {
      op.terminar();
    }
  };

  return (
    <Operacion
      titulo="Copia de seguridad"
      descripcion="Guarda la exportación en el almacenamiento de archivos de la plataforma; puedes restaurarla desde la lista."
    >
      <HStack>
        <Button onClick={() => void crearCopia()} loading={op.enCurso} loadingText="Creando..." disabled={op.bloqueada}>
          <DatabaseIcon />
          Crear copia de seguridad
        </Button>
      </HStack>
      <ResultadoAlerta resultado={op.resultado} />
    </Operacion>
  );
}
