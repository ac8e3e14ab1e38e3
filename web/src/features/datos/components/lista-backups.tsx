// The backups in the files bucket (D65, D95), newest first, each with a download link (5 minutes,
// presigned) and Restaurar (a confirmation, then the import's engine and its report). A platform-wide
// backup (the superadmin's file of every company's record) holds no company data: it is only downloaded.
import { useState } from 'react';
import { Box, Button, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { datos as msg } from '@shared/messages';
import { formatFechaHora } from '@shared/fechas';
import { DownloadIcon, UploadIcon } from '../../../components/icons';
import { ConfirmarEliminacion } from '../../../components/confirmar-eliminacion';
import { ErrorCarga } from '../../../components/error-carga';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import {
  type Backup,
  enlaceBackup,
  ImportacionConError,
  type ResultadoImportacion,
  restaurarBackup,
  useBackups,
  useTrasCambioDeDatos,
} from '../api/datos';

const NUM = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
function tamano(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${NUM.format(bytes / 1024)} KB`;
  return `${NUM.format(bytes / (1024 * 1024))} MB`;
}

export function ListaBackups({
  empresaId,
  onRestaurada,
}: {
  empresaId: string | undefined;
  onRestaurada: (r: ResultadoImportacion, message?: string) => void;
}) {
  const { data, error, isLoading, mutate } = useBackups(empresaId);
  const [restaurar, setRestaurar] = useState<Backup | null>(null);
  const [restaurando, setRestaurando] = useState(false);
  const [errorRestaurar, setErrorRestaurar] = useState<string | null>(null);
  const trasCambio = useTrasCambioDeDatos();

  const descargar = async (b: Backup) => {
    try {
      window.location.assign(await enlaceBackup(b.id, b.empresaId ?? undefined));
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, 'No se pudo descargar la copia') });
    }
  };
  const confirmarRestaurar = async () => {
    if (!restaurar) return;
    setRestaurando(true);
    setErrorRestaurar(null);
    try {
      const { resultado, message } = await restaurarBackup(restaurar.id, restaurar.empresaId ?? undefined);
      setRestaurar(null);
      await trasCambio();
      onRestaurada(resultado, message);
    } catch (e) {
      // A restore that ended in error says why (D103: it runs as an import job).
      setErrorRestaurar(e instanceof ImportacionConError ? e.message : mensajeDeError(e, msg.errorImportar));
    } finally {
      setRestaurando(false);
    }
  };

  if (error) return <ErrorCarga titulo={msg.errorListarBackups} error={error} onReintentar={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton height="16" rounded="md" />;
  if (data.items.length === 0) return <Text color="fg.muted">Todavía no hay copias de seguridad.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Copias de seguridad">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Copia</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Fecha</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }} textAlign="end">
              Tamaño
            </Table.ColumnHeader>
            <Table.ColumnHeader>Acciones</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.items.map((b) => (
            <Table.Row key={`${b.empresaId ?? ''}/${b.id}`}>
              <Table.Cell wordBreak="break-all" fontFamily="mono" fontSize="xs" minW="40">
                {b.name}
                {b.empresaId === null && (
                  <Text as="span" fontFamily="body" color="fg.muted">
                    {' '}
                    (todas las empresas)
                  </Text>
                )}
                {/* On a phone the date and size go under the name: the table keeps two columns. */}
                <Text fontFamily="body" fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }} wordBreak="normal">
                  {formatFechaHora(b.fecha)} · {tamano(b.tamano)}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" display={{ base: 'none', md: 'table-cell' }}>
                {formatFechaHora(b.fecha)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" display={{ base: 'none', md: 'table-cell' }}>
                {tamano(b.tamano)}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap" justify="flex-end">
                  {b.empresaId !== null && (
                    <>
                      <Button size="xs" variant="outline" onClick={() => void descargar(b)} aria-label={`Descargar ${b.name}`}>
                        <DownloadIcon />
                        Descargar
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => setRestaurar(b)} aria-label={`Restaurar ${b.name}`}>
                        <UploadIcon />
                        Restaurar
                      </Button>
                    </>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {restaurar && (
        <ConfirmarEliminacion
          titulo="¿Restaurar esta copia?"
          eliminando={restaurando}
          error={errorRestaurar}
          irreversible={false}
          colorPalette="brand"
          etiquetas={{ confirmar: 'Restaurar', procesando: 'Restaurando...' }}
          onCancel={() => {
            setRestaurar(null);
            setErrorRestaurar(null);
          }}
          onConfirm={() => void confirmarRestaurar()}
        >
          {`Se escribirán de nuevo los datos de ${restaurar.name}: lo que falte se crea y lo que exista se actualiza. Antes se crea otra copia de seguridad de los datos actuales.`}
        </ConfirmarEliminacion>
      )}
    </Box>
  );
}
