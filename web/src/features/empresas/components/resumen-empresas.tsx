// The four summary cards of the companies screen (part 1 §2.7): total, active, in trial, and where
// the figures come from with the time of the last refresh.
import type { ReactNode } from 'react';
import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { BuildingIcon, CheckCircleIcon, ClockIcon, DatabaseIcon } from '../../../components/icons';
import { empresas as msgEmpresas } from '@shared/messages';
import { formatHora } from '../../../lib/format';

interface TarjetaProps {
  etiqueta: string;
  valor: ReactNode;
  detalle?: ReactNode;
  icono: ReactNode;
  color: string;
  cargando?: boolean;
}

function Tarjeta({ etiqueta, valor, detalle, icono, color, cargando }: TarjetaProps) {
  return (
    <Card.Root variant="outline" bg="bg" size="sm" role="group" aria-label={etiqueta}>
      <Card.Body>
        <HStack justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Text fontSize="sm" color="fg.muted">
              {etiqueta}
            </Text>
            {cargando ? (
              <Skeleton height="8" width="16" mt="1" />
            ) : (
              <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" mt="1" truncate>
                {valor}
              </Text>
            )}
            {detalle && (
              <Text fontSize="xs" color="fg.muted" mt="1">
                {detalle}
              </Text>
            )}
          </Box>
          <Box p="2" rounded="lg" bg={`${color}.subtle`} color={`${color}.fg`} flexShrink="0">
            {icono}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

interface ResumenEmpresasProps {
  total: number;
  activas: number;
  trial: number;
  licenciasActivas?: number;
  /** The licence summary could not be loaded: the total counts the loaded companies. */
  errorLicencias?: boolean;
  /** The list holds more pages than those loaded: active and trial count only the loaded ones. */
  parcial: boolean;
  actualizadoEn: Date | null;
  cargando: boolean;
}

export function ResumenEmpresas({ total, activas, trial, licenciasActivas, errorLicencias, parcial, actualizadoEn, cargando }: ResumenEmpresasProps) {
  const sobre = parcial ? ' (de las cargadas)' : '';
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <Tarjeta
        etiqueta="Total empresas"
        valor={total}
        detalle={
          licenciasActivas !== undefined
            ? `${licenciasActivas} licencias activas`
            : errorLicencias
              ? msgEmpresas.errorLicencias
              : 'Empresas registradas'
        }
        icono={<BuildingIcon boxSize="5" />}
        color="brand"
        cargando={cargando}
      />
      <Tarjeta
        etiqueta="Activas"
        valor={activas}
        detalle={`Con servicio en marcha${sobre}`}
        icono={<CheckCircleIcon boxSize="5" />}
        color="green"
        cargando={cargando}
      />
      <Tarjeta
        etiqueta="En trial"
        valor={trial}
        detalle={`En periodo de prueba${sobre}`}
        icono={<ClockIcon boxSize="5" />}
        color="purple"
        cargando={cargando}
      />
      <Tarjeta
        etiqueta="Fuente de datos"
        valor={<Text as="span" fontSize="lg">Fuente: API Talentia</Text>}
        detalle={actualizadoEn ? `Actualizado a las ${formatHora(actualizadoEn)}` : 'Sin datos todavía'}
        icono={<DatabaseIcon boxSize="5" />}
        color="gray"
      />
    </SimpleGrid>
  );
}
