// An interview's AI report (D69), as company users read it: 'Resumen' (executive summary,
// the average of the evaluated competencies, conclusions and the text analysis named by its real
// method), 'Competencias' (scores tied to anchors and to the candidate's words) and
// 'Recomendaciones' and 'Integridad' (the checks' flags and the page's signals, D157/D158); under the
// tabs, always, how the report was made and that a person decides.
// Shared by the Interviews screen and the reports: it only shows, it calls nothing.
import { Box, Button, DataList, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import type { AnclasCompetencia, TurnoTranscripcion } from '@shared/schemas/entrevista';
import { type AnalisisTexto, ETIQUETA_PUNTUACION, type InformeIA, PUNTUACION_MAXIMA } from '@shared/schemas/informe';
import { FileTextIcon } from '../icons';
import { CompetenciasInforme, type NivelTitulo } from './competencias';
import { ALCANCE_ANALISIS_TEXTO, filasAnalisisTexto, formatNumero, mediaSoftSkills } from './formato';
import { datosSenales, lineaJuntoARegla, lineaSenales } from './integridad-datos';
import { ProcedenciaInforme } from './procedencia';
import { SenalesIntegridad } from './senales-integridad';

interface InformeIAVistaProps {
  informe: InformeIA;
  /** The level of the headings inside the tabs: one below the heading the view sits under. */
  nivelTitulos?: NivelTitulo;
  /** Shows 'Ver completo' (the report with the transcript and the review). */
  onVerCompleto?: () => void;
  /** The interview's rubric anchors: the Competencias tab shows what each matched anchor says. */
  rubrica?: readonly AnclasCompetencia[];
  /** The transcript: the Integridad tab shows what the candidate's page noted of each answer (D158). */
  transcripcion?: readonly TurnoTranscripcion[] | null;
}

const etiqueta = (nivel: NivelTitulo) => `h${nivel}` as const;

function AnalisisDeTexto({ analisis, nivel }: { analisis: AnalisisTexto | null; nivel: NivelTitulo }) {
  if (!analisis) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Análisis de texto no disponible
      </Text>
    );
  }
  const filas = filasAnalisisTexto(analisis);
  return (
    <Box>
      <Heading as={etiqueta(nivel)} size="sm" mb="2">
        Análisis de texto ({analisis.metodo})
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {ALCANCE_ANALISIS_TEXTO}
      </Text>
      <DataList.Root orientation="horizontal" size="sm">
        {filas.map(([nombre, valor]) => (
          <DataList.Item key={nombre}>
            <DataList.ItemLabel minW="32">{nombre}</DataList.ItemLabel>
            <DataList.ItemValue>{valor}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

function Resumen({
  informe,
  nivel,
  transcripcion,
}: {
  informe: InformeIA;
  nivel: NivelTitulo;
  transcripcion: InformeIAVistaProps['transcripcion'];
}) {
  const media = mediaSoftSkills(informe.softSkills);
  const datos = datosSenales(informe, transcripcion);
  const senales = lineaSenales(datos);
  const junto = informe.recomendacion ? lineaJuntoARegla(datos) : null;
  return (
    <Stack gap="4">
      <Box>
        <Heading as={etiqueta(nivel)} size="sm" mb="1">
          Resumen ejecutivo
        </Heading>
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {informe.resumenEjecutivo}
        </Text>
      </Box>
      <Box>
        <Heading as={etiqueta(nivel)} size="sm" mb="1">
          {ETIQUETA_PUNTUACION.informe(informe.procedencia.metodo)}
        </Heading>
        {media ? (
          <Text fontSize="sm">
            <Text as="span" fontSize="lg" fontWeight="semibold">
              {formatNumero(media.media)}/{PUNTUACION_MAXIMA}
            </Text>{' '}
            · {media.evaluadas} de {informe.softSkills.length} competencias evaluadas
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Sin puntuación: ninguna competencia tenía evidencia suficiente.
          </Text>
        )}
        {informe.recomendacion && (
          <Text fontSize="sm" mt="1" data-testid="regla-recomendacion">
            {informe.recomendacion.regla}
          </Text>
        )}
        {junto && (
          <Text fontSize="sm" mt="1" fontWeight="medium" data-testid="junto-a-regla">
            {junto}
          </Text>
        )}
        {senales && (
          <Text fontSize="sm" mt="1" data-testid="linea-senales">
            {senales}
          </Text>
        )}
      </Box>
      <Box>
        <Heading as={etiqueta(nivel)} size="sm" mb="1">
          Conclusiones
        </Heading>
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {informe.conclusiones}
        </Text>
      </Box>
      <AnalisisDeTexto analisis={informe.bertAnalysis} nivel={nivel} />
    </Stack>
  );
}

export function InformeIAVista({ informe, nivelTitulos = 4, onVerCompleto, rubrica, transcripcion }: InformeIAVistaProps) {
  const conMarcas = datosSenales(informe, transcripcion).conMarcas;
  return (
    <Stack gap="4">
      <Tabs.Root defaultValue="resumen" variant="line" size="sm">
        <Tabs.List aria-label="Secciones del informe">
          <Tabs.Trigger value="resumen">Resumen</Tabs.Trigger>
          <Tabs.Trigger value="competencias">Competencias</Tabs.Trigger>
          <Tabs.Trigger value="recomendaciones">Recomendaciones</Tabs.Trigger>
          <Tabs.Trigger value="integridad">Integridad{conMarcas ? ` (${conMarcas})` : ''}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="resumen">
          <Resumen informe={informe} nivel={nivelTitulos} transcripcion={transcripcion} />
        </Tabs.Content>
        <Tabs.Content value="competencias">
          <CompetenciasInforme
            softSkills={informe.softSkills}
            hardSkills={informe.hardSkills}
            nivelTitulos={nivelTitulos}
            rubrica={rubrica}
          />
        </Tabs.Content>
        <Tabs.Content value="recomendaciones">
          {informe.recomendaciones.length ? (
            <Stack as="ol" gap="2" ps="5" fontSize="sm" aria-label="Recomendaciones">
              {informe.recomendaciones.map((r, i) => (
                <Box as="li" key={i} listStyleType="decimal">
                  {r}
                </Box>
              ))}
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              El informe no incluye recomendaciones.
            </Text>
          )}
        </Tabs.Content>
        <Tabs.Content value="integridad">
          <SenalesIntegridad informe={informe} transcripcion={transcripcion} nivelTitulos={nivelTitulos} />
        </Tabs.Content>
      </Tabs.Root>
      <Flex justify="space-between" align="end" gap="3" wrap="wrap">
        <Box flex="1" minW="60">
          <ProcedenciaInforme procedencia={informe.procedencia} />
        </Box>
        {onVerCompleto && (
          <Button size="sm" variant="outline" onClick={onVerCompleto}>
            <FileTextIcon />
            Ver completo
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
