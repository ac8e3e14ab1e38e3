// The four summary cards of the companies screen (part 1 §2.7): total, active, in trial (the platform
// counters, as the dashboard shows them), and where the figures come from with the time of the last refresh.
import { SimpleGrid, Text } from '@chakra-ui/react';
import { BuildingIcon, CheckCircleIcon, ClockIcon, DatabaseIcon } from '../../../components/icons';
import { TarjetaCifra as Tarjeta } from '../../../components/tarjeta-cifra';
import { empresas as msgEmpresas } from '@shared/messages';
import { formatHora } from '../../../lib/format';
import type { LicenciasActivasResumen } from '@shared/schemas/empresa';
import { cuenta } from '@shared/plural';

interface ResumenEmpresasProps {
  /**
   * The platform counters (GET /api/empresas/licencias-activas: the superadmin dashboard's figures),
   * a company user's own company for them; undefined while loading or when they could not be read.
   * Every figure here is the platform's, never a count of the loaded page (D116).
   */
  cifras?: LicenciasActivasResumen;
  /** The counters could not be loaded: the figures show a dash, not a count of the loaded companies. */
  error?: boolean;
  actualizadoEn: Date | null;
  cargando: boolean;
}

const SIN_DATO = '—';

export function ResumenEmpresas({ cifras, error, actualizadoEn, cargando }: ResumenEmpresasProps) {
  const cifra = (n: number | undefined) => n ?? SIN_DATO;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <Tarjeta
        etiqueta="Total empresas"
        valor={cifra(cifras?.totalEmpresas)}
        detalle={
          cifras
            ? cuenta(cifras.licenciasActivas, 'licencia activa', 'licencias activas')
            : error
              ? msgEmpresas.errorLicencias
              : 'Empresas registradas'
        }
        icono={<BuildingIcon boxSize="5" />}
        color="brand"
        cargando={cargando}
      />
      <Tarjeta
        etiqueta="Activas"
        valor={cifra(cifras?.empresasActivas)}
        detalle="Con servicio en marcha"
        icono={<CheckCircleIcon boxSize="5" />}
        color="green"
        cargando={cargando}
      />
      <Tarjeta
        etiqueta="En prueba"
        valor={cifra(cifras?.suscripcionesTrial)}
        detalle="Suscripciones en periodo de prueba"
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
