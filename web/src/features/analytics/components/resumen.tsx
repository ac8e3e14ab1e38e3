// The four figures at the top of Analytics: completed interviews (with their change against the
// four weeks before), the completion rate, the mean score and the recommended candidates.
import { SimpleGrid } from '@chakra-ui/react';
import { SEMANAS_ANALITICA } from '@shared/schemas/analitica';
import { ETIQUETA_PUNTUACION } from '@shared/schemas/informe';
import { BarChartIcon, CheckCircleIcon, SparkIcon, UsersIcon } from '../../../components/icons';
import { TarjetaCifra } from '../../../components/tarjeta-cifra';
import type { Analitica } from '../api/analytics';
import { SIN_DATOS, formatEntero, formatPorcentaje, formatPuntuacion, formatVariacion } from '../formato';

export function Resumen({ resumen }: { resumen: Analitica['resumen'] }) {
  const { completadas, finalizacion, informes } = resumen;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <TarjetaCifra
        etiqueta="Entrevistas completadas"
        valor={completadas}
        detalle={formatVariacion(resumen.variacionCompletadas) ?? undefined}
        icono={<CheckCircleIcon boxSize="5" />}
        color="green"
      />
      <TarjetaCifra
        etiqueta="Tasa de finalización"
        valor={formatPorcentaje(resumen.tasaFinalizacion) ?? SIN_DATOS}
        detalle={
          finalizacion.programadas > 0
            ? `${formatEntero(finalizacion.completadas)} completadas de ${formatEntero(finalizacion.programadas)} programadas en las últimas ${SEMANAS_ANALITICA} semanas`
            : undefined
        }
        icono={<BarChartIcon boxSize="5" />}
      />
      <TarjetaCifra
        etiqueta={ETIQUETA_PUNTUACION.media}
        valor={formatPuntuacion(resumen.puntuacionMedia) ?? SIN_DATOS}
        detalle="Media de las competencias evaluadas en los informes, sin los ajustes de la revisión"
        icono={<SparkIcon boxSize="5" />}
        color="purple"
      />
      <TarjetaCifra
        etiqueta="Recomendados"
        valor={resumen.recomendados}
        detalle={`de ${formatEntero(informes)} ${informes === 1 ? 'informe' : 'informes'}`}
        icono={<UsersIcon boxSize="5" />}
        color="orange"
      />
    </SimpleGrid>
  );
}
