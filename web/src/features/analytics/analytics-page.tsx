// Analytics (part 2 §2 Analytics screen, §9; D70): the company's figures, every one
// computed from its real data (GET /api/analytics) — never sample figures: the summary cards,
// 'Rendimiento por área', 'Tendencias' (three charts), 'Opinión de los candidatos' (D173), 'Tiempos', 'Calidad', 'Calibración IA –
// revisores' (D154) and, for admins, 'Monitor de equidad' (D175); a figure with nothing
// to compute it from reads 'Sin datos'. The superadmin sees the company chosen in the shell. The
// charts' library loads with this screen only (its own chunk: app/pantallas.tsx).
import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { nombreEmpresa } from '@shared/empresa-etiquetas';
import { ErrorCarga } from '../../components/error-carga';
import { useSession } from '../../lib/session';
import { type Analitica, useAnalitica } from './api/analytics';
import { Bloque } from './components/bloque';
import { Tendencias } from './components/graficos';
import { Resumen } from './components/resumen';
import { TablaAreas } from './components/tabla-areas';
import { CalibracionIA } from './components/calibracion';
import { OpinionesCandidatos } from './components/opiniones';
import { Calidad, Tiempos } from './components/tiempos-calidad';
import { MonitorEquidadBloque } from './components/equidad';
import { VacantesBloque } from './components/vacantes';
import { tienePermiso } from '@shared/permissions';

export const NOTA_ANALYTICS = 'Cifras calculadas con los datos reales de la empresa; las semanas empiezan el lunes (UTC).';

function Cargando() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Cargando analytics">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="28" rounded="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h="40" rounded="lg" />
      <Skeleton h="72" rounded="lg" />
    </Stack>
  );
}

function Contenido({
  data,
  equidad,
  empresaId,
}: {
  data: Analitica;
  equidad: { empresaId: string | undefined } | null;
  empresaId: string | undefined;
}) {
  return (
    <Stack gap="8">
      <Resumen resumen={data.resumen} />
      <Bloque titulo="Rendimiento por área" descripcion="Informes, puntuación media, recomendados y revisiones de cada área.">
        <TablaAreas areas={data.porArea} />
      </Bloque>
      <Bloque titulo="Tendencias" descripcion="Las últimas 12 semanas, de la más antigua a la más reciente.">
        <Tendencias semanas={data.semanas} servicios={data.porServicio} />
      </Bloque>
      <OpinionesCandidatos opiniones={data.opiniones} />
      <Tiempos tiempos={data.tiempos} />
      <Calidad calidad={data.calidad} />
      <CalibracionIA calibracion={data.calibracion} />
      <VacantesBloque empresaId={empresaId} />
      {equidad && <MonitorEquidadBloque empresaId={equidad.empresaId} />}
      <Text fontSize="sm" color="fg.muted">
        {NOTA_ANALYTICS}
      </Text>
    </Stack>
  );
}

export function AnalyticsPage() {
  const { user, empresaActual } = useSession();
  const empresaId = user?.rol === 'superadmin' ? empresaActual?.id : undefined;
  const { data, error, isValidating, mutate } = useAnalitica(user?.rol, empresaId);
  const empresa = nombreEmpresa(empresaActual) || user?.empresaNombre || '';

  let cuerpo;
  // The fairness monitor is the admins' (D175): an operator's Analytics has no such block.
  const equidad = user && tienePermiso(user.rol, user.activo !== false, 'edit_empresa') ? { empresaId } : null;
  if (data) cuerpo = <Contenido data={data} equidad={equidad} empresaId={empresaId} />;
  else if (error)
    cuerpo = (
      <ErrorCarga
        titulo="No se pudieron cargar las cifras de Analytics"
        error={error}
        reintentando={isValidating}
        onReintentar={() => void mutate()}
      />
    );
  else cuerpo = <Cargando />;

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Analytics
        </Heading>
        <Text color="fg.muted">
          {empresa ? `Resultados de las entrevistas de ${empresa}: ` : 'Resultados de las entrevistas: '}
          volumen, puntuaciones, tiempos, calidad de los informes y su calibración con los revisores.
        </Text>
      </Box>
      {cuerpo}
    </Stack>
  );
}
