// The Operaciones tab (part 2 §2, §4 "Data operations"; D65, D95): export (a company's data, or —
// the superadmin without a selected company — every company's record), backup, import with its
// row-by-row report, restore from the listed backups, and clear with two confirmations (the second
// asks for the company's name typed, which the API checks again). A company admin acts on their own
// company; the superadmin on the company selected in the top bar.
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { Alert, Box, Button, Card, Dialog, Field, HStack, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { datos as msg, fmt } from '@shared/messages';
import { DatabaseIcon, DownloadIcon, TrashIcon, UploadIcon } from '../../../components/icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toaster } from '../../../components/toaster';
import { descargarJson } from '../../../lib/descargar';
import { mensajeDeError } from '../../../lib/form-errors';
import {
  crearBackup,
  exportarDatos,
  ImportacionConError,
  importarDatos,
  importarDatosEnSegundoPlano,
  esperarLimpieza,
  LimpiezaConError,
  solicitarLimpieza,
  nombreArchivoExportacion,
  type ProgresoImportacion,
  type ProgresoLimpieza,
  type ResultadoImportacion,
  useBackups,
  useTrasCambioDeDatos,
  validarArchivoImportacion,
} from '../api/datos';
import { BarraProgreso, ProgresoImportar } from './barra-progreso';
import { InformeImportacion } from './informe-importacion';
import { ListaBackups } from './lista-backups';

type Resultado = { estado: 'success' | 'error' | 'warning'; texto: string } | null;

function ResultadoAlerta({ resultado }: { resultado: Resultado }) {
  if (!resultado) return null;
  return (
    <Alert.Root status={resultado.estado} rounded="md">
      <Alert.Indicator />
      <Alert.Description wordBreak="break-word">{resultado.texto}</Alert.Description>
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

/** The company the tab acts on: a company admin's own, the superadmin's selected one, or none (platform-wide). */
export interface Alcance {
  /** Sent to the API (the superadmin's selection); undefined for a company user and for the platform. */
  empresaId: string | undefined;
  /** The company's name as the clear asks to type it; null when no company is selected. */
  nombre: string | null;
}

/** A clear in the background (D103): the bar against the backup's data items, the count deleted. */
function ProgresoLimpiar({ progreso }: { progreso: ProgresoLimpieza }) {
  const valor = progreso.total ? Math.min(100, Math.round((progreso.borrados / progreso.total) * 100)) : null;
  const texto =
    progreso.total || progreso.borrados ? `Borrando: ${progreso.borrados} elementos borrados` : 'Creando la copia de seguridad previa...';
  return <BarraProgreso valor={valor} texto={texto} color="red" etiqueta="Progreso del borrado" />;
}

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
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && !limpiando && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
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
                {error && (
                  <Alert.Root status="error" rounded="md">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={limpiando}>
                Cancelar
              </Button>
              <Button
                colorPalette="red"
                onClick={() => onConfirm(texto)}
                loading={limpiando}
                loadingText="Borrando..."
                disabled={!coincide}
              >
                Borrar datos
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function Operaciones({ alcance }: { alcance: Alcance }) {
  const { empresaId, nombre } = alcance;
  const backups = useBackups(empresaId);
  const [ocupado, setOcupado] = useState<null | 'exportar' | 'backup' | 'importar' | 'limpiar'>(null);
  const [resExportar, setResExportar] = useState<Resultado>(null);
  const [resBackup, setResBackup] = useState<Resultado>(null);
  const [resImportar, setResImportar] = useState<Resultado>(null);
  const [progreso, setProgreso] = useState<ProgresoImportacion | null>(null);
  const [informe, setInforme] = useState<{ titulo: string; resultado: ResultadoImportacion } | null>(null);
  const [resLimpiar, setResLimpiar] = useState<Resultado>(null);
  const [pasoLimpieza, setPasoLimpieza] = useState<0 | 1 | 2>(0);
  const [errorLimpiar, setErrorLimpiar] = useState<string | null>(null);
  const [progresoLimpieza, setProgresoLimpieza] = useState<ProgresoLimpieza | null>(null);
  const archivo = useRef<HTMLInputElement>(null);
  const deEmpresa = nombre !== null;
  const trasCambio = useTrasCambioDeDatos();

  const exportar = async () => {
    setOcupado('exportar');
    setResExportar(null);
    try {
      const { archivo: datos, message } = await exportarDatos(empresaId);
      const nombreArchivo = nombreArchivoExportacion(
        new Date(),
        datos.exportInfo.empresaId ? `datos_${datos.exportInfo.empresaId}` : 'empresas',
      );
      descargarJson(nombreArchivo, datos);
      setResExportar({ estado: 'success', texto: `${message ?? fmt(msg.exportado, { n: datos.empresas.length })} (${nombreArchivo}).` });
    } catch (e) {
      // §8: export failures are only logged; the screen still says it did not happen.
      console.error(e);
      setResExportar({ estado: 'error', texto: mensajeDeError(e, msg.errorExportar) });
    } finally {
      setOcupado(null);
    }
  };

  const crearCopia = async () => {
    setOcupado('backup');
    setResBackup(null);
    try {
      const { backup } = await crearBackup(empresaId);
      void backups.mutate();
      const texto = fmt(msg.backupCreado, { name: backup.name });
      setResBackup({ estado: 'success', texto });
      toaster.create({ type: 'success', title: texto });
    } catch (e) {
      setResBackup({ estado: 'error', texto: mensajeDeError(e, msg.errorBackup) });
    } finally {
      setOcupado(null);
    }
  };

  const importar = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setResImportar(null);
    setInforme(null);
    // D100: a company's file, whatever its size, goes through storage and a job; the platform-wide
    // file of every company's record (the superadmin without a company) is one request.
    const v = await validarArchivoImportacion(file, deEmpresa);
    if (!v.ok) {
      setResImportar({ estado: 'error', texto: v.error });
      return;
    }
    setOcupado('importar');
    try {
      const { resultado, message } = deEmpresa
        ? await importarDatosEnSegundoPlano(file, empresaId, setProgreso)
        : await importarDatos(v.archivo, empresaId);
      await trasCambio();
      setResImportar({ estado: resultado.rechazados ? 'warning' : 'success', texto: message ?? '' });
      setInforme({ titulo: 'Informe de la importación', resultado });
    } catch (err) {
      setResImportar({ estado: 'error', texto: err instanceof ImportacionConError ? err.message : mensajeDeError(err, msg.errorImportar) });
    } finally {
      setOcupado(null);
      setProgreso(null);
    }
  };

  const limpiar = async (texto: string) => {
    setOcupado('limpiar');
    setErrorLimpiar(null);
    setResLimpiar(null);
    let job;
    try {
      // The typed name, a clear or an import already running: answered here, in the dialog.
      job = await solicitarLimpieza(texto, empresaId);
    } catch (err) {
      setErrorLimpiar(mensajeDeError(err, 'Error al limpiar los datos'));
      setOcupado(null);
      return;
    }
    setPasoLimpieza(0);
    setProgresoLimpieza({ borrados: 0, total: 0 });
    try {
      const { message } = await esperarLimpieza(job, empresaId, nombre ?? '', setProgresoLimpieza);
      await trasCambio();
      setResLimpiar({ estado: 'success', texto: message });
    } catch (err) {
      await trasCambio();
      setResLimpiar({
        estado: 'error',
        texto: err instanceof LimpiezaConError ? err.message : mensajeDeError(err, 'Error al limpiar los datos'),
      });
    } finally {
      setOcupado(null);
      setProgresoLimpieza(null);
    }
  };

  const sinEmpresa = 'Selecciona una empresa en la barra superior para limpiar sus datos.';
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Operacion
          titulo="Exportar"
          descripcion={
            deEmpresa
              ? `Descarga los datos de ${nombre} (áreas, candidatos, entrevistas, informes, configuración…) en un archivo JSON (versión 1.0). No incluye usuarios ni claves de API.`
              : 'Descarga las fichas de todas las empresas en un archivo JSON (versión 1.0). Selecciona una empresa para exportar también sus datos.'
          }
        >
          <HStack>
            <Button onClick={() => void exportar()} loading={ocupado === 'exportar'} loadingText="Exportando..." disabled={!!ocupado}>
              <DownloadIcon />
              Exportar datos
            </Button>
          </HStack>
          <ResultadoAlerta resultado={resExportar} />
        </Operacion>
        <Operacion
          titulo="Copia de seguridad"
          descripcion="Guarda la exportación en el almacenamiento de archivos de la plataforma; puedes restaurarla desde la lista."
        >
          <HStack>
            <Button onClick={() => void crearCopia()} loading={ocupado === 'backup'} loadingText="Creando..." disabled={!!ocupado}>
              <DatabaseIcon />
              Crear copia de seguridad
            </Button>
          </HStack>
          <ResultadoAlerta resultado={resBackup} />
        </Operacion>
        <Operacion
          titulo="Importar"
          descripcion="Importa un archivo exportado: antes se crea una copia de seguridad; lo que no existe se crea y lo que existe se actualiza, dentro de los límites del plan. Verás el resultado fila a fila."
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
            <Button
              variant="outline"
              onClick={() => archivo.current?.click()}
              loading={ocupado === 'importar'}
              loadingText="Importando..."
              disabled={!!ocupado}
            >
              <UploadIcon />
              Importar datos
            </Button>
          </HStack>
          {progreso && <ProgresoImportar progreso={progreso} />}
          <ResultadoAlerta resultado={resImportar} />
        </Operacion>
        <Operacion
          titulo="Limpiar"
          descripcion={
            deEmpresa
              ? `Borra los datos de ${nombre}: candidatos, entrevistas, informes, áreas, archivos y usuarios que no son administradores. Se conservan la empresa y sus administradores; antes se crea una copia de seguridad.`
              : sinEmpresa
          }
        >
          <HStack>
            <Button variant="outline" colorPalette="red" onClick={() => setPasoLimpieza(1)} disabled={!!ocupado || !deEmpresa}>
              <TrashIcon />
              Limpiar datos
            </Button>
          </HStack>
          {progresoLimpieza && <ProgresoLimpiar progreso={progresoLimpieza} />}
          <ResultadoAlerta resultado={resLimpiar} />
        </Operacion>
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
              empresaId={empresaId}
              onRestaurada={(resultado, message) => {
                setInforme({ titulo: 'Informe de la restauración', resultado });
                toaster.create({ type: resultado.rechazados ? 'warning' : 'success', title: message ?? '' });
              }}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      {pasoLimpieza === 1 && nombre && (
        <ConfirmDialog
          title={`¿Limpiar los datos de ${nombre}?`}
          pending={false}
          irreversible={false}
          labels={{ confirm: 'Continuar' }}
          onCancel={() => setPasoLimpieza(0)}
          onConfirm={() => setPasoLimpieza(2)}
        >
          Se borrarán sus candidatos, entrevistas, informes, áreas, archivos y los usuarios que no son administradores. Antes se crea una
          copia de seguridad que podrás restaurar.
        </ConfirmDialog>
      )}
      {pasoLimpieza === 2 && nombre && (
        <ConfirmarNombre
          nombre={nombre}
          limpiando={ocupado === 'limpiar'}
          error={errorLimpiar}
          onCancel={() => {
            setPasoLimpieza(0);
            setErrorLimpiar(null);
          }}
          onConfirm={(texto) => void limpiar(texto)}
        />
      )}
    </Stack>
  );
}
