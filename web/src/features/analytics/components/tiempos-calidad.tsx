// 'Tiempos' (how long an interview lasts, and how long until its report and its review) and
// 'Calidad' (how far the AI's reports can be trusted and how people's reviews agree with them —
// a review agrees when its decision is the AI's recommendation; 'en duda' agrees with nothing, D80):
// each figure on a card with a line that says what it measures; 'Sin datos' when null.
import { SimpleGrid } from '@chakra-ui/react';
import { CheckCircleIcon, ClockIcon, CpuIcon, FileTextIcon, PencilIcon, SearchIcon, UserIcon } from '../../../components/icons';
import { TarjetaCifra } from '../../../components/tarjeta-cifra';
import type { Analitica } from '../api/analytics';
import { SIN_DATOS, formatDuracion, formatEntero, formatPorcentaje } from '../formato';
import { Bloque } from './bloque';

export function Tiempos({ tiempos }: { tiempos: Analitica['tiempos'] }) {
  return (
    <Bloque titulo="Tiempos" descripcion="Medias de las entrevistas reales (las simulaciones no cuentan).">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TarjetaCifra
          etiqueta="Duración media de la entrevista"
          valor={formatDuracion(tiempos.duracionMediaMin) ?? SIN_DATOS}
          detalle="Desde que el candidato empieza hasta que pulsa «Finalizar»"
          icono={<ClockIcon boxSize="5" />}
        />
        <TarjetaCifra
          etiqueta="Tiempo medio hasta el informe"
          valor={formatDuracion(tiempos.hastaInformeMediaMin) ?? SIN_DATOS}
          detalle="Desde el final de la entrevista hasta su informe de IA"
          icono={<FileTextIcon boxSize="5" />}
          color="purple"
        />
        <TarjetaCifra
          etiqueta="Tiempo medio hasta la revisión"
          valor={formatDuracion(tiempos.hastaRevisionMediaMin) ?? SIN_DATOS}
          detalle="Desde el informe hasta que una persona lo revisa"
          icono={<UserIcon boxSize="5" />}
          color="orange"
        />
      </SimpleGrid>
    </Bloque>
  );
}

export function Calidad({ calidad }: { calidad: Analitica['calidad'] }) {
  const revisiones = calidad.validadas;
  return (
    <Bloque
      titulo="Calidad"
      descripcion={`Fiabilidad de los informes de la IA y de su revisión por una persona (${formatEntero(revisiones)} ${
        revisiones === 1 ? 'revisión' : 'revisiones'
      }).`}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <TarjetaCifra
          etiqueta="Citas verificadas en la transcripción"
          valor={formatPorcentaje(calidad.citasVerificadasPct) ?? SIN_DATOS}
          detalle="Citas del informe que aparecen literalmente en las respuestas del candidato"
          icono={<SearchIcon boxSize="5" />}
          color="teal"
        />
        <TarjetaCifra
          etiqueta="Informes hechos con modelo de lenguaje"
          valor={formatPorcentaje(calidad.informesConModeloPct) ?? SIN_DATOS}
          detalle="Informes redactados por un modelo de lenguaje y no por el analizador integrado"
          icono={<CpuIcon boxSize="5" />}
          color="purple"
        />
        <TarjetaCifra
          etiqueta="Revisiones que coinciden con la IA"
          valor={formatPorcentaje(calidad.coincidenciaRevisionPct) ?? SIN_DATOS}
          detalle="Revisiones cuya decisión es la recomendación de la IA (recomendado o no recomendado); «En duda» no coincide con ninguna"
          icono={<CheckCircleIcon boxSize="5" />}
          color="green"
        />
        <TarjetaCifra
          etiqueta="Revisiones con puntuaciones ajustadas"
          valor={formatPorcentaje(calidad.revisionesConAjustesPct) ?? SIN_DATOS}
          detalle="Revisiones en las que una persona cambió al menos una puntuación"
          icono={<PencilIcon boxSize="5" />}
          color="orange"
        />
      </SimpleGrid>
    </Bloque>
  );
}
