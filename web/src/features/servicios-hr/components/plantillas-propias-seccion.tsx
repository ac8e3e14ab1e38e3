// 'Plantillas de tu empresa' (D164), above the platform's templates on Servicios HR: the company's
// own interview templates with their version, and for its admins a copy of a platform template the
// company can schedule with ('Crear plantilla', which opens the editor on the copy), 'Editar' (a
// new version) and 'Versiones' (every saved version's design, to read). Operators read them; both
// schedule with them from Entrevistas like the platform's.
import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { fmt, plantillasPropias as msg } from '@shared/messages';
import { FormField } from '../../../components/form-field';
import { ReadOnlyDialog } from '../../../components/read-only-dialog';
import { toaster } from '../../../components/toaster';
import { formatFechaHora } from '../../../lib/format';
import { mensajeDeError } from '../../../lib/form-errors';
import { invalidar } from '../../../lib/invalidar';
import { useServiciosOfrecidos } from '../../../lib/servicios-ofrecidos';
import { crearPlantillaPropia, leerPlantillaPropia, type PlantillaPropiaFila, usePlantillasPropias } from '../api/plantillas-propias';
import { numeroDePreguntas, type ServicioFila } from '../api/servicios-hr';
import { comoServicio } from '../plantilla-propia-form';
import { DisenoContenido } from './diseno-dialog';
import { PlantillaPropiaDialog } from './plantilla-propia-dialog';
import { cuenta } from '@shared/plural';
import { OptionSelect } from '../../../components/option-select';

/**
 * Every saved version of a template; «Ver versión n» shows that version's design in the same dialog
 * (a second dialog opened as this one closes would be dismissed by the focus this one gives back).
 */
function Versiones({ plantilla, onClose }: { plantilla: PlantillaPropiaFila; onClose: () => void }) {
  const versiones = [...(plantilla.versiones ?? [])].reverse();
  const [viendo, setViendo] = useState<ServicioFila | null>(null);
  const ver = async (version: number) => {
    try {
      setViendo(comoServicio(await leerPlantillaPropia(plantilla.id, version)));
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, 'Error desconocido') });
    }
  };
  return (
    <ReadOnlyDialog
      title={`Versiones de ${plantilla.nombre}`}
      description={
        viendo
          ? `Diseño de la versión ${viendo.version}: ${viendo.nombre} · ${viendo.estructura.duracionEstimada} min · ${cuenta(numeroDePreguntas(viendo), 'pregunta', 'preguntas')}`
          : `Versión actual: ${plantilla.versionActual}`
      }
      onClose={onClose}
      size={viendo ? 'xl' : undefined}
      bodyLabel={`Versiones de ${plantilla.nombre}`}
    >
      {viendo ? (
        <Stack gap="4">
          <Box>
            <Button size="sm" variant="outline" onClick={() => setViendo(null)}>
              Volver a las versiones
            </Button>
          </Box>
          <DisenoContenido servicio={viendo} />
        </Stack>
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Versión</Table.ColumnHeader>
              <Table.ColumnHeader>Guardada</Table.ColumnHeader>
              <Table.ColumnHeader>Nombre</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versiones.map((v) => (
              <Table.Row key={v.version}>
                <Table.Cell>{v.version}</Table.Cell>
                <Table.Cell>{formatFechaHora(v.fecha)}</Table.Cell>
                <Table.Cell>{v.nombre}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="xs" variant="outline" onClick={() => void ver(v.version)}>
                    Ver versión {v.version}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </ReadOnlyDialog>
  );
}

export function PlantillasPropiasSeccion({ puedeEditar }: { puedeEditar: boolean }) {
  const propias = usePlantillasPropias();
  // What the company may copy: the platform templates it is offered (contracted, provider on).
  // The page's own hook (one SWR key, one reading of it): two readings of the same URL with different
  // `leer` shared one cache entry, and whichever answered first broke the other's.
  const ofrecidos = useServiciosOfrecidos(puedeEditar ? undefined : null);
  const deLaPlataforma = (ofrecidos.data ?? []).filter((s) => !s.propia);
  const [desde, setDesde] = useState('');
  const [creando, setCreando] = useState(false);
  const [editando, setEditando] = useState<PlantillaPropiaFila | null>(null);
  const [historial, setHistorial] = useState<PlantillaPropiaFila | null>(null);

  const recargar = () => void invalidar('servicios-hr');
  const elegido = desde || deLaPlataforma[0]?.codigo || '';

  const crear = async () => {
    setCreando(true);
    try {
      const { data, message } = await crearPlantillaPropia(elegido);
      toaster.create({ type: 'success', title: message || msg.creada });
      recargar();
      setEditando(data);
    } catch (e) {
      toaster.create({ type: 'error', title: fmt(msg.errorCrear, { message: mensajeDeError(e, 'Error desconocido') }) });
    } finally {
      setCreando(false);
    }
  };

  const abrirHistorial = async (p: PlantillaPropiaFila) => {
    try {
      setHistorial(await leerPlantillaPropia(p.id));
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, 'Error desconocido') });
    }
  };

  const lista = propias.data ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby="plantillas-propias-titulo">
      <Heading as="h2" size="md" id="plantillas-propias-titulo">
        Plantillas de tu empresa
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Copia una plantilla de la plataforma y adáptala: sus preguntas, sus competencias y su propia rúbrica. Cada vez que guardas se crea
        una versión nueva; las entrevistas ya programadas conservan la suya.
      </Text>
      {puedeEditar && deLaPlataforma.length > 0 && (
        <Flex gap="3" align="end" wrap="wrap">
          <Box flex="1" minW="56">
            <FormField label="Partir de la plantilla">
              <OptionSelect
                value={elegido}
                onChange={(e) => setDesde(e.target.value)}
                options={deLaPlataforma.map((s) => ({ value: s.codigo, label: s.nombre }))}
              />
            </FormField>
          </Box>
          <Button colorPalette="brand" loading={creando} loadingText="Creando..." onClick={() => void crear()} disabled={!elegido}>
            Crear plantilla
          </Button>
        </Flex>
      )}
      {propias.error && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>No se pudieron cargar las plantillas de tu empresa.</Alert.Description>
        </Alert.Root>
      )}
      {!propias.error && propias.data && lista.length === 0 && <Text fontSize="sm">Tu empresa todavía no tiene plantillas propias.</Text>}
      {lista.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {lista.map((p) => (
            <Card.Root key={p.id} variant="outline" bg="bg" data-testid="plantilla-propia">
              <Card.Body gap="2" p="4">
                <HStack justify="space-between" align="start">
                  <Text fontWeight="semibold">{p.nombre}</Text>
                  <HStack>
                    {!p.activa && <Badge colorPalette="gray">Inactiva</Badge>}
                    <Badge colorPalette="brand">Versión {p.version}</Badge>
                  </HStack>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Basada en {p.baseNombre} · {cuenta(numeroDePreguntas(p), 'pregunta', 'preguntas')} ·{' '}
                  {cuenta(p.estructura.rubrica.length, 'competencia', 'competencias')} · {p.estructura.duracionEstimada} min
                </Text>
                <HStack gap="2">
                  {puedeEditar && (
                    <Button size="sm" variant="outline" aria-label={`Editar ${p.nombre}`} onClick={() => setEditando(p)}>
                      Editar
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" aria-label={`Versiones de ${p.nombre}`} onClick={() => void abrirHistorial(p)}>
                    Versiones
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {editando && (
        <PlantillaPropiaDialog
          key={`${editando.id}-${editando.version}`}
          plantilla={editando}
          onClose={() => setEditando(null)}
          onSaved={recargar}
        />
      )}
      {historial && <Versiones plantilla={historial} onClose={() => setHistorial(null)} />}
    </Stack>
  );
}
