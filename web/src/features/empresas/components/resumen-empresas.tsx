// The four summary cards of the companies screen (part 1 §2.7): total, active, in trial, and where
// the figures come from with the time of the last refresh.
import { SimpleGrid, Text } from '@chakra-ui/react';
import { BuildingIcon, CheckCircleIcon, ClockIcon, DatabaseIcon } from '../../../components/icons';
import { TarjetaCifra as Tarjeta } from '../../../components/tarjeta-cifra';
import { empresas as msgEmpresas } from '@shared/messages';
import { formatHora } from '../../../lib/format';

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

export function ResumenEmpresas({
  total,
  activas,
  trial,
  licenciasActivas,
  errorLicencias,
  parcial,
  actualizadoEn,
  cargando,
}: ResumenEmpresasProps) {
  const sobre = parcial ? ' (de las cargadas)' : '';
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
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
        valor={
          <Text as="span" fontSize="lg">
            Fuente: API Talentia
          </Text>
        }
        detalle={actualizadoEn ? `Actualizado a las ${formatHora(actualizadoEn)}` : 'Sin datos todavía'}
        icono={<DatabaseIcon boxSize="5" />}
        color="gray"
      />
    </SimpleGrid>
  );
}
