// "Importar CSV" (D57): choose a .csv, see the columns expected, send it; then a progress bar
// while the server imports it, and the report: the counts and every row not created with its reason.
// The candidate list is refreshed once the import finishes. Opened from a vacancy's board (D191) it
// names the vacancy: every candidate of the file joins it at «Nuevo», and the report says, row by row,
// what happened in the vacancy too: one dialog in two features, so it lives here.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Code, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { IMPORTACION_CSV } from '@shared/constants';
import { fmt, importacion as msg } from '@shared/messages';
import { RESULTADO_FILA_ETIQUETA, RESULTADO_VACANTE_ETIQUETA, type FilaInforme } from '@shared/schemas/importacion';
import { trabajoTerminado } from '@shared/schemas/trabajo';
import { BarraProgreso, porcentaje } from './barra-progreso';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { UploadIcon } from './icons';
import { mensajeDeError } from '../lib/form-errors';
import { useAccion } from '../lib/use-accion';
import { type ImportacionEstado, importarCandidatos, masIncidencias, useImportacion } from '../lib/importacion-candidatos';

const MAX_BYTES = IMPORTACION_CSV.maxCaracteres;

interface Props {
  empresaId: string | undefined;
  onClose: () => void;
  /** The import finished: the list has new candidates. */
  onTerminada: () => void;
  /** Into this vacancy (D191): its candidates join it at «Nuevo». */
  vacante?: { id: string; titulo: string };
}

export function ImportarCsvDialog({ empresaId, onClose, onTerminada, vacante }: Props) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [importacionId, setImportacionId] = useState<string | null>(null);
  const estado = useImportacion(importacionId, empresaId);
  const avisada = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fin = trabajoTerminado(estado.data?.estado);

  useEffect(() => {
    if (fin && !avisada.current) {
      avisada.current = true;
      onTerminada();
    }
  }, [fin, onTerminada]);

  const enviar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (!archivo) return setError(msg.sinArchivo);
    if (archivo.size > MAX_BYTES) return setError(msg.archivoGrande);
    setEnviando(true);
    try {
      const contenido = await archivo.text();
      const { data } = await importarCandidatos({
        empresaId,
        nombreArchivo: archivo.name,
        contenido,
        ...(vacante ? { vacanteId: vacante.id } : {}),
      });
      setImportacionId(data.id);
    } catch (err) {
      setError(fmt(msg.errorSubida, { message: mensajeDeError(err, msg.errorEstado) }));
    } finally {
      setEnviando(false);
    }
  };

  const titulo = vacante ? fmt(msg.tituloVacante, { vacante: vacante.titulo }) : msg.titulo;
  return (
    <FormDialog
      title={titulo}
      onClose={onClose}
      onSubmit={(e) => void enviar(e)}
      isSubmitting={enviando}
      submitLabel={msg.subir}
      submittingLabel="Enviando..."
      // Into a vacancy the report has a fifth column: room for it without breaking the e-mails.
      size={vacante ? 'xl' : 'lg'}
      result={
        importacionId
          ? {
              title: fin ? msg.terminada : titulo,
              body: <Progreso datos={estado.data} error={estado.error ? msg.errorEstado : null} id={importacionId} empresaId={empresaId} />,
              closeLabel: msg.cerrar,
            }
          : null
      }
    >
      <Stack gap="4">
        {vacante && <Text fontSize="sm">{msg.ayudaVacante}</Text>}
        <Text fontSize="sm" color="fg.muted">
          {msg.ayuda}
        </Text>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            Columnas (la primera fila es la cabecera; nombre y email son obligatorias):
          </Text>
          <Code display="block" whiteSpace="pre-wrap" p="2" fontSize="xs">
            {IMPORTACION_CSV.columnas.join(';')}
          </Code>
        </Box>
        <FormField label={msg.elegir} required error={error ?? undefined}>
          <HStack gap="3" wrap="wrap">
            <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
              <UploadIcon />
              {msg.elegirBoton}
            </Button>
            <Text fontSize="sm" color={archivo ? 'fg' : 'fg.muted'} wordBreak="break-all">
              {archivo?.name ?? msg.ningunArchivo}
            </Text>
          </HStack>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={msg.elegir}
            onChange={(e) => {
              setError(null);
              setArchivo(e.target.files?.[0] ?? null);
            }}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

interface ProgresoProps {
  datos: ImportacionEstado | undefined;
  error: string | null;
  id: string;
  empresaId: string | undefined;
}

function Progreso({ datos, error, id, empresaId }: ProgresoProps) {
  if (error && !datos) return <Text color="red.fg">{error}</Text>;
  if (!datos) return <Text color="fg.muted">{fmt(msg.procesando, { procesadas: 0, total: '…' })}</Text>;
  const terminada = datos.estado === 'completada';
  return (
    <Stack gap="4">
      <BarraProgreso
        valor={porcentaje(datos.procesadas, datos.total) ?? 0}
        texto={terminada ? datos.nombreArchivo : fmt(msg.procesando, { procesadas: datos.procesadas, total: datos.total })}
        etiqueta={msg.progresoEtiqueta}
        color="brand"
        estado={datos.estado}
      />
      {datos.estado === 'fallida' && (
        <Alert.Root status="error" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{datos.error ?? msg.fallida}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2" wrap="wrap" aria-label="Resumen de la importación">
        <Badge colorPalette="green" size="lg">
          {datos.creados} {datos.creados === 1 ? 'creado' : 'creados'}
        </Badge>
        <Badge colorPalette="orange" size="lg">
          {datos.duplicados} {datos.duplicados === 1 ? 'duplicado' : 'duplicados'}
        </Badge>
        <Badge colorPalette="red" size="lg">
          {datos.invalidos} {datos.invalidos === 1 ? 'no válido' : 'no válidos'}
        </Badge>
        <Badge colorPalette="purple" size="lg">
          {datos.sinCupo} sin cupo
        </Badge>
        {datos.vacanteId && (
          <Badge colorPalette="blue" size="lg">
            {datos.anadidos ?? 0} {datos.anadidos === 1 ? 'añadido' : 'añadidos'} a la vacante
          </Badge>
        )}
      </HStack>
      {terminada && <Incidencias primera={datos} id={id} empresaId={empresaId} />}
    </Stack>
  );
}

/** The rows not created, page after page ('Ver más filas' asks for the next 500 rows of the file). */
function Incidencias({ primera, id, empresaId }: { primera: ImportacionEstado; id: string; empresaId: string | undefined }) {
  const [mas, setMas] = useState<ImportacionEstado['filas']>([]);
  const [cursor, setCursor] = useState<string | null>(primera.cursor);
  const [error, setError] = useState<string | null>(null);
  const { enviando: cargando, ejecutar } = useAccion({ fallo: msg.errorEstado, alFallar: setError });
  const filas = [...primera.filas, ...mas];

  const cargarMas = async () => {
    if (!cursor) return;
    setError(null);
    await ejecutar(async () => {
      const { data } = await masIncidencias(id, empresaId, cursor);
      setMas((m) => [...m, ...data.filas]);
      setCursor(data.cursor);
    });
  };

  const enVacante = !!primera.vacanteId;
  if (filas.length === 0 && !cursor) return <Text>{enVacante ? msg.todasAnadidas : msg.todasCreadas}</Text>;
  const titulo = enVacante ? msg.filasVacante : msg.filasNoCreadas;
  return (
    <Box>
      <Text fontWeight="medium" mb="2">
        {titulo}
      </Text>
      {/* A box that scrolls is a named region the keyboard reaches (axe: scrollable-region-focusable). */}
      <Box maxH="64" overflowY="auto" borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={`${titulo} (se desplaza)`}>
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Línea</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Resultado</Table.ColumnHeader>
              <Table.ColumnHeader>Motivo</Table.ColumnHeader>
              {enVacante && <Table.ColumnHeader>Vacante</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {filas.map((f) => (
              <Table.Row key={f.fila}>
                <Table.Cell>{f.linea}</Table.Cell>
                <Table.Cell wordBreak="break-all">{f.email ?? '—'}</Table.Cell>
                <Table.Cell>{RESULTADO_FILA_ETIQUETA[f.resultado]}</Table.Cell>
                <Table.Cell>{f.motivo ?? ''}</Table.Cell>
                {enVacante && <Table.Cell>{enLaVacante(f)}</Table.Cell>}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {cursor && (
        <Button size="sm" variant="ghost" mt="2" onClick={() => void cargarMas()} loading={cargando}>
          {msg.verMas}
        </Button>
      )}
      {error && (
        <Text color="red.fg" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** What an import into a vacancy did with the row there: «Añadido a la vacante», «Ya estaba…», or why not; «—» when the row created no one. */
function enLaVacante(f: FilaInforme): string {
  if (!f.vacante) return '—';
  const etiqueta = RESULTADO_VACANTE_ETIQUETA[f.vacante.resultado];
  return f.vacante.resultado === 'no_anadido' && f.vacante.motivo ? `${etiqueta}: ${f.vacante.motivo}` : etiqueta;
}
