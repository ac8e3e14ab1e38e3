// The Operaciones tab (part 2 §2, §4 "Data operations"): export (the §9 file, downloaded as
// empresas_{YYYY-MM-DD}.json), backup (create, and the list newest first), and import and clear,
// which §4 states are in development and only create a backup: each says so in plain words and
// never claims data was imported or cleared. Clear asks twice before that backup.
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { Alert, Box, Button, Card, Dialog, HStack, Portal, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { datos as msg, fmt } from '@shared/messages';
import { formatFechaHora } from '@shared/fechas';
import { DatabaseIcon, DownloadIcon, TrashIcon, UploadIcon } from '../../../components/icons';
import { ErrorCarga } from '../../../components/error-carga';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { crearBackup, descargarJson, exportarDatos, nombreArchivoExportacion, useBackups, validarArchivoImportacion } from '../api/datos';

type Resultado = { estado: 'success' | 'error' | 'warning'; texto: string } | null;

function ResultadoAlerta({ resultado }: { resultado: Resultado }) {
  if (!resultado) return null;
  return (
    <Alert.Root status={resultado.estado} rounded="md">
      <Alert.Indicator />
      <Alert.Description>{resultado.texto}</Alert.Description>
    </Alert.Root>
  );
}

function Operacion({ titulo, descripcion, children }: { titulo: string; descripcion: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" size="sm" role="group" aria-label={titulo}>
      <Card.Body>
        <Stack gap="3">
          <Box>
            <Text fontWeight="semibold">{titulo}</Text>
            <Text fontSize="sm" color="fg.muted" mt="0.5">
              {descripcion}
            </Text>
          </Box>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const NUM = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
function tamano(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${NUM.format(bytes / 1024)} KB`;
  return `${NUM.format(bytes / (1024 * 1024))} MB`;
}

function ListaBackups() {
  const { data, error, isLoading, mutate } = useBackups();
  if (error) return <ErrorCarga titulo={msg.errorListarBackups} error={error} onReintentar={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton height="16" rounded="md" />;
  if (data.items.length === 0) return <Text color="fg.muted">Todavía no hay copias de seguridad.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Copias de seguridad">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Copia</Table.ColumnHeader>
            <Table.ColumnHeader>Fecha</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Tamaño</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.items.map((b) => (
            <Table.Row key={b.id}>
              <Table.Cell wordBreak="break-all" fontFamily="mono" fontSize="xs">
                {b.name}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatFechaHora(b.fecha)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {tamano(b.tamano)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The two confirmations Limpiar asks for (§4). */
function ConfirmarLimpieza({
  paso,
  creando,
  onCancel,
  onConfirm,
}: {
  paso: 1 | 2;
  creando: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && !creando && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{paso === 1 ? '¿Limpiar los datos?' : 'Confirmación final'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                {paso === 1
                  ? 'Limpiar borraría los datos de la plataforma. Antes se crea una copia de seguridad.'
                  : 'La limpieza está en desarrollo: ahora solo se creará una copia de seguridad y no se borrará ningún dato. ¿Continuar?'}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={creando}>
                Cancelar
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={creando}>
                {paso === 1 ? 'Continuar' : 'Sí, continuar'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function Operaciones() {
  const backups = useBackups();
  const [exportando, setExportando] = useState(false);
  const [creando, setCreando] = useState<null | 'backup' | 'importar' | 'limpiar'>(null);
  const [resExportar, setResExportar] = useState<Resultado>(null);
  const [resBackup, setResBackup] = useState<Resultado>(null);
  const [resImportar, setResImportar] = useState<Resultado>(null);
  const [resLimpiar, setResLimpiar] = useState<Resultado>(null);
  const [pasoLimpieza, setPasoLimpieza] = useState<0 | 1 | 2>(0);
  const archivo = useRef<HTMLInputElement>(null);

  const exportar = async () => {
    setExportando(true);
    setResExportar(null);
    try {
      const datos = await exportarDatos();
      const nombre = nombreArchivoExportacion();
      descargarJson(nombre, datos);
      setResExportar({ estado: 'success', texto: `${fmt(msg.exportado, { n: datos.empresas.length })} (${nombre}).` });
    } catch (e) {
      // §8: export failures are only logged; the screen still says it did not happen.
      console.error(e);
      setResExportar({ estado: 'error', texto: mensajeDeError(e, msg.errorExportar) });
    } finally {
      setExportando(false);
    }
  };

  /** Creates a backup and answers its name, or shows the failure and answers null. */
  const respaldar = async (para: 'backup' | 'importar' | 'limpiar', mostrar: (r: Resultado) => void): Promise<string | null> => {
    setCreando(para);
    try {
      const { backup } = await crearBackup();
      void backups.mutate();
      return backup.name;
    } catch (e) {
      const texto = mensajeDeError(e, msg.errorBackup);
      mostrar({ estado: 'error', texto });
      toaster.create({ type: 'error', title: texto });
      return null;
    } finally {
      setCreando(null);
    }
  };

  const crearCopia = async () => {
    setResBackup(null);
    const name = await respaldar('backup', setResBackup);
    if (name) {
      setResBackup({ estado: 'success', texto: fmt(msg.backupCreado, { name }) });
      toaster.create({ type: 'success', title: fmt(msg.backupCreado, { name }) });
    }
  };

  const importar = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setResImportar(null);
    const v = await validarArchivoImportacion(file);
    if (!v.ok) {
      setResImportar({ estado: 'error', texto: v.error });
      return;
    }
    const name = await respaldar('importar', setResImportar);
    if (name) setResImportar({ estado: 'warning', texto: fmt(msg.importarNoDisponible, { name }) });
  };

  const limpiar = async () => {
    const name = await respaldar('limpiar', setResLimpiar);
    setPasoLimpieza(0);
    if (name) setResLimpiar({ estado: 'warning', texto: fmt(msg.limpiarNoDisponible, { name }) });
  };

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Operacion titulo="Exportar" descripcion="Descarga todas las empresas en un archivo JSON (versión 1.0).">
          <HStack>
            <Button onClick={() => void exportar()} loading={exportando} loadingText="Exportando...">
              <DownloadIcon />
              Exportar datos
            </Button>
          </HStack>
          <ResultadoAlerta resultado={resExportar} />
        </Operacion>
        <Operacion titulo="Copia de seguridad" descripcion="Guarda la exportación en el almacenamiento de archivos de la plataforma.">
          <HStack>
            <Button onClick={() => void crearCopia()} loading={creando === 'backup'} loadingText="Creando..." disabled={!!creando}>
              <DatabaseIcon />
              Crear copia de seguridad
            </Button>
          </HStack>
          <ResultadoAlerta resultado={resBackup} />
        </Operacion>
        <Operacion
          titulo="Importar"
          descripcion="En desarrollo: al elegir un archivo válido solo se crea una copia de seguridad; no se importa ningún dato."
        >
          <input
            ref={archivo}
            type="file"
            accept=".json,application/json"
            hidden
            onChange={(e) => void importar(e)}
            aria-label="Archivo de importación"
          />
          <HStack>
            <Button variant="outline" onClick={() => archivo.current?.click()} loading={creando === 'importar'} disabled={!!creando}>
              <UploadIcon />
              Importar datos
            </Button>
          </HStack>
          <ResultadoAlerta resultado={resImportar} />
        </Operacion>
        <Operacion
          titulo="Limpiar"
          descripcion="En desarrollo: pide dos confirmaciones y solo crea una copia de seguridad; no se borra ningún dato."
        >
          <HStack>
            <Button variant="outline" colorPalette="red" onClick={() => setPasoLimpieza(1)} disabled={!!creando}>
              <TrashIcon />
              Limpiar datos
            </Button>
          </HStack>
          <ResultadoAlerta resultado={resLimpiar} />
        </Operacion>
      </SimpleGrid>
      <Card.Root variant="outline" bg="bg" size="sm">
        <Card.Body>
          <Stack gap="3">
            <Text fontWeight="semibold" as="h2">
              Copias de seguridad guardadas
            </Text>
            <ListaBackups />
          </Stack>
        </Card.Body>
      </Card.Root>
      {pasoLimpieza > 0 && (
        <ConfirmarLimpieza
          paso={pasoLimpieza as 1 | 2}
          creando={creando === 'limpiar'}
          onCancel={() => setPasoLimpieza(0)}
          onConfirm={() => (pasoLimpieza === 1 ? setPasoLimpieza(2) : void limpiar())}
        />
      )}
    </Stack>
  );
}
