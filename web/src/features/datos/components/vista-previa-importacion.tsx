// What a chosen import file holds, before anything is sent (D162): the file, whose company it is
// and where it goes, when and by whom it was exported, and its items by kind; «Importar» starts the
// import, «Cancelar» forgets the file.
import { Alert, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatFechaHora } from '@shared/fechas';
import type { VistaPreviaImportacion } from '../api/datos';
import { nombreTipo } from './informe-importacion';

const numero = new Intl.NumberFormat('es-ES');

export function VistaPrevia({
  vista,
  destino,
  onImportar,
  onCancelar,
}: {
  vista: VistaPreviaImportacion;
  /** The company it is imported into (null: the platform-wide file of every company's record). */
  destino: string | null;
  onImportar: () => void;
  onCancelar: () => void;
}) {
  const origen = vista.empresas.join(', ') || 'ninguna empresa';
  const distinta = destino !== null && vista.empresas.length > 0 && !vista.empresas.includes(destino);
  return (
    <Stack gap="3" role="region" aria-label="Vista previa de la importación" borderWidth="1px" rounded="md" p="3">
      <Box fontSize="sm">
        <Text fontWeight="semibold" wordBreak="break-all">
          {vista.nombreArchivo}
        </Text>
        <Text>
          {destino ? `Datos de ${origen}` : `${vista.empresas.length} empresa(s): ${origen}`}
          {vista.fecha || vista.generadoPor
            ? ` · exportado${vista.fecha ? ` el ${formatFechaHora(vista.fecha)}` : ''}${vista.generadoPor ? ` por ${vista.generadoPor}` : ''}`
            : ''}
        </Text>
        {destino && <Text>Se importará en {destino}.</Text>}
      </Box>
      {distinta && (
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            El archivo es de {origen}, no de {destino}: sus datos se importarán en {destino}.
          </Alert.Description>
        </Alert.Root>
      )}
      {vista.porTipo.length > 0 ? (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Elementos por tipo">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Tipo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Elementos</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {vista.porTipo.map((t) => (
                <Table.Row key={t.tipo}>
                  <Table.Cell>{nombreTipo(t.tipo)}</Table.Cell>
                  <Table.Cell textAlign="end">{numero.format(t.elementos)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      <Text fontSize="sm">
        {destino
          ? `${numero.format(vista.elementos)} elementos en total. Antes se crea una copia de seguridad; lo que no existe se crea y lo que existe se actualiza.`
          : 'Se crearán o actualizarán los registros de estas empresas.'}
      </Text>
      <HStack>
        <Button colorPalette="brand" onClick={onImportar}>
          Importar
        </Button>
        <Button variant="outline" onClick={onCancelar}>
          Cancelar
        </Button>
      </HStack>
    </Stack>
  );
}
