// The backups in the files bucket (D65, D95), newest first, each with a download link (5 minutes,
// presigned) and Restaurar (a confirmation, then the import job with the import's bar, and its report:
// D103). A platform-wide backup (the superadmin's file of every company's record) holds no company
// data: it is only downloaded.
import { useState } from 'react';
import { Alert, Box, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { datos as msg } from '@shared/messages';
import { formatFechaHora } from '@shared/fechas';
import { DownloadIcon, UploadIcon } from '../../../components/icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorCarga } from '../../../components/error-carga';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import {
  type Backup,
  enlaceBackup,
  esperarRestauracion,
  ImportacionConError,
  type ProgresoImportacion,
  type ResultadoImportacion,
  solicitarRestauracion,
  useBackups,
  useTrasCambioDeDatos,
} from '../api/datos';
import { ProgresoImportar } from './progreso-datos';

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
  // Once queued, the restore runs in the background (D103): its bar, then its report or why it failed.
  const [progreso, setProgreso] = useState<ProgresoImportacion | null>(null);
  const [errorTrabajo, setErrorTrabajo] = useState<string | null>(null);
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
    const empresaDeCopia = restaurar.empresaId ?? undefined;
    setRestaurando(true);
    setErrorRestaurar(null);
    setErrorTrabajo(null);
    let job;
    try {
      // A clear or an import already running, a backup gone: answered here, in the dialog.
      job = await solicitarRestauracion(restaurar.id, empresaDeCopia);
    } catch (e) {
      setErrorRestaurar(mensajeDeError(e, msg.errorImportar));
      return;
    } finally {
      setRestaurando(false);
    }
    setRestaurar(null);
    setProgreso({ fase: 'importando', procesadas: job.procesadas, total: job.total });
    try {
      const { resultado, message } = await esperarRestauracion(job, empresaDeCopia, setProgreso);
      await trasCambio();
      onRestaurada(resultado, message);
    } catch (e) {
      // A restore that ended in error says why (the import job's reason), and may have written some blocks.
      await trasCambio();
      setErrorTrabajo(e instanceof ImportacionConError ? e.message : mensajeDeError(e, msg.errorImportar));
    } finally {
      setProgreso(null);
    }
  };

  if (error) return <ErrorCarga titulo={msg.errorListarBackups} error={error} onReintentar={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton height="16" rounded="md" />;
  if (data.items.length === 0) return <Text color="fg.muted">Todavía no hay copias de seguridad.</Text>;
  return (
    <Stack gap="3">
      {progreso && <ProgresoImportar progreso={progreso} tipo="restauracion" />}
      {errorTrabajo && (
        <Alert.Root status="error" rounded="md">
          <Alert.Indicator />
          <Alert.Description wordBreak="break-word">{errorTrabajo}</Alert.Description>
        </Alert.Root>
      )}
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
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => setRestaurar(b)}
                          disabled={progreso !== null}
                          aria-label={`Restaurar ${b.name}`}
                        >
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
      </Box>
      {restaurar && (
        <ConfirmDialog
          title="¿Restaurar esta copia?"
          pending={restaurando}
          error={errorRestaurar}
          irreversible={false}
          colorPalette="brand"
          labels={{ confirm: 'Restaurar', pending: 'Restaurando...' }}
          onCancel={() => {
            setRestaurar(null);
            setErrorRestaurar(null);
          }}
          onConfirm={() => void confirmarRestaurar()}
        >
          {`Se escribirán de nuevo los datos de ${restaurar.name}: lo que falte se crea y lo que exista se actualiza. Antes se crea otra copia de seguridad de los datos actuales.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
