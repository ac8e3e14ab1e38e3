// The Operaciones tab (part 2 §2, §4 "Data operations"; D65, D95): export (a company's data, or —
// the superadmin without a selected company — every company's record), backup, import with its
// row-by-row report, restore from the listed backups, and clear with two confirmations (the second
// asks for the company's name typed, which the API checks again). A company admin acts on their own
// company; the superadmin on the company selected in the top bar. Each operation is its own
// component (operacion-*.tsx); the tab holds what they share: one running at a time, and the report
// an import or a restore leaves.
import { useState } from 'react';
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { toaster } from '../../../components/toaster';
import { InformeImportacion } from './informe-importacion';
import { ListaBackups } from './lista-backups';
import type { Alcance, OperacionId } from './operacion';
import { OperacionCopia } from './operacion-copia';
import { OperacionExportar } from './operacion-exportar';
import { type Informe, OperacionImportar } from './operacion-importar';
import { OperacionLimpiar } from './operacion-limpiar';

export type { Alcance } from './operacion';

export function Operaciones({ alcance }: { alcance: Alcance }) {
  const [ocupado, ocupar] = useState<OperacionId | null>(null);
  const [informe, setInforme] = useState<Informe>(null);
  const turno = { ocupado, ocupar };

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <OperacionExportar alcance={alcance} turno={turno} />
        <OperacionCopia alcance={alcance} turno={turno} />
        <OperacionImportar alcance={alcance} turno={turno} onInforme={setInforme} />
        <OperacionLimpiar alcance={alcance} turno={turno} />
      </SimpleGrid>
      {informe && (
        <Card.Root variant="outline" bg="bg" size="sm">
          <Card.Body>
            <Stack gap="3">
              <Text fontWeight="semibold" as="h2">
                {informe.titulo}
              </Text>
              <InformeImportacion titulo={informe.titulo} resultado={informe.resultado} />
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <Card.Root variant="outline" bg="bg" size="sm">
        <Card.Body>
          <Stack gap="3">
            <Text fontWeight="semibold" as="h2">
              Copias de seguridad guardadas
            </Text>
            <ListaBackups
              empresaId={alcance.empresaId}
              onRestaurada={(resultado, message) => {
                setInforme({ titulo: 'Informe de la restauración', resultado });
                toaster.create({ type: resultado.rechazados ? 'warning' : 'success', title: message ?? '' });
              }}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
