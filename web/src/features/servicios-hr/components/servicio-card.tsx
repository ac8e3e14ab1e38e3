// One HR service on the Servicios HR screen: name, category, the Inactivo badge, what it is, its
// design in figures (duration, phases, questions, version) and what can be done: see the design,
// run it (disabled while inactive; absent, with «No disponible para la empresa», when the company is
// not offered it) and, for the superadmin, edit, switch on or off and delete.
import { Badge, Box, Button, Card, Flex, HStack, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { serviciosHr as msg } from '@shared/messages';
import { CATEGORIA_ETIQUETA } from '@shared/schemas/servicio-hr';
import { FileTextIcon, SparkIcon } from '../../../components/icons';
import { numeroDePreguntas, type ServicioFila } from '../api/servicios-hr';
import { BotonesEditarEliminar } from '../../../components/botones-editar-eliminar';

interface ServicioCardProps {
  servicio: ServicioFila;
  puedeEditar: boolean;
  /**
   * Whether the company may schedule with it (GET /api/servicios-hr/disponibles): false hides
   * «Ejecutar» and says so; undefined while that is being read, or with no company to ask about.
   */
  ofrecido?: boolean;
  cambiandoActivo: boolean;
  onVerDiseno: () => void;
  onEjecutar: () => void;
  onEditar: () => void;
  onEliminar: () => void;
  onCambiarActivo: (activo: boolean) => void;
}

export function ServicioCard({
  servicio: s,
  puedeEditar,
  ofrecido,
  cambiandoActivo,
  onVerDiseno,
  onEjecutar,
  onEditar,
  onEliminar,
  onCambiarActivo,
}: ServicioCardProps) {
  const activo = s.configuracion.activo;
  const preguntas = numeroDePreguntas(s);
  const categoria = CATEGORIA_ETIQUETA[s.categoria] ?? s.categoria;
  return (
    <Card.Root variant="outline" bg="bg" data-testid="servicio" opacity={activo ? 1 : 0.85}>
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Text fontWeight="semibold" lineClamp={2}>
              {s.nombre}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {s.codigo} · versión {s.version}
            </Text>
          </Box>
          <HStack gap="1.5" flexShrink="0">
            <Badge variant="subtle" colorPalette="brand">
              {categoria}
            </Badge>
            {!activo && (
              <Badge variant="solid" colorPalette="gray">
                Inactivo
              </Badge>
            )}
          </HStack>
        </Flex>
        {ofrecido === false && activo && (
          <Box fontSize="sm" data-testid="no-disponible">
            <Badge variant="outline" colorPalette="gray">
              {msg.noDisponible}
            </Badge>
            <Text color="fg.muted" mt="1">
              {msg.noDisponibleDetalle}
            </Text>
          </Box>
        )}
        {s.descripcion && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {s.descripcion}
          </Text>
        )}
        <Stack gap="0.5" fontSize="sm">
          <Text>
            {s.estructura.duracionEstimada} min · {s.estructura.fases.length} {s.estructura.fases.length === 1 ? 'fase' : 'fases'} ·{' '}
            {preguntas} {preguntas === 1 ? 'pregunta' : 'preguntas'} · aprueba con {s.estructura.criterioPasado}%
          </Text>
          {s.experto?.nombre && (
            <Text color="fg.muted" lineClamp={1}>
              {s.experto.nombre}
              {s.experto.especialidad ? ` — ${s.experto.especialidad}` : ''}
            </Text>
          )}
        </Stack>
        <Flex justify="space-between" align="center" gap="2" pt="1" wrap="wrap">
          <HStack gap="2">
            {ofrecido !== false && (
              <Button size="sm" colorPalette="brand" onClick={onEjecutar} disabled={!activo} aria-label={`Ejecutar ${s.nombre}`}>
                <SparkIcon />
                Ejecutar
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={onVerDiseno} aria-label={`Ver el diseño de ${s.nombre}`}>
              <FileTextIcon />
              Diseño
            </Button>
          </HStack>
          {puedeEditar && (
            <HStack gap="1">
              <Switch.Root
                size="sm"
                colorPalette="brand"
                me="2"
                checked={activo}
                disabled={cambiandoActivo}
                onCheckedChange={(e) => onCambiarActivo(e.checked)}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label fontSize="sm">
                  Activo<VisuallyHidden>: {s.nombre}</VisuallyHidden>
                </Switch.Label>
              </Switch.Root>
              <BotonesEditarEliminar
                editar={`Editar ${s.nombre}`}
                eliminar={`Eliminar ${s.nombre}`}
                onEditar={onEditar}
                onEliminar={onEliminar}
              />
            </HStack>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
