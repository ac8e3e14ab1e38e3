// A person's review of an AI report, read-only (a validada interview): the AI's recommendation it was
// made beside, the decision, who made it and when, why, each score they changed beside the AI's
// ('IA: 6 → Revisor: 8'), and what happened to the candidate (moved to seleccionado or rechazado, and
// what is known of the email). A corrected review keeps every earlier one, with who and when (D80):
// they are listed under it, newest first. The AI's report is shown unchanged beside it.
import type { ReactNode } from 'react';
import { Badge, Box, Button, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import {
  DECISION_ETIQUETA,
  type DecisionValidacion,
  type InformeIA,
  RECOMENDACION_IA_ETIQUETA,
  autorInforme,
  type RecomendacionIA as Recomendacion,
  type RegistroRevision,
  type Validacion,
  recomendacionDeIA,
} from '@shared/schemas/informe';
import { formatFechaHora } from '../../lib/format';
import { PencilIcon } from '../icons';

const COLOR_DECISION: Record<DecisionValidacion, string> = { recomendado: 'green', no_recomendado: 'red', en_duda: 'orange' };

export const ESTADO_CANDIDATO_ETIQUETA: Record<NonNullable<Validacion['estadoCandidato']>, string> = {
  seleccionado: 'Seleccionado',
  rechazado: 'Rechazado',
};

const EMAIL_ETIQUETA: Record<NonNullable<Validacion['emailCandidato']>, string> = {
  resultadosEntrevista: 'Sí: se le envió el email de resultados',
  rechazoCandidato: 'Sí: se le envió el email de rechazo',
};

/** What is known of the email the reviewer asked for. */
function textoEmail(v: RegistroRevision): string {
  if (v.emailCandidato) return EMAIL_ETIQUETA[v.emailCandidato];
  if (v.email?.estado === 'fallido') return 'Se pidió, pero no se pudo enviar';
  if (v.email?.estado === 'pedido') return 'Se pidió; su envío no quedó anotado (consúltalo en el registro de envíos de email)';
  return 'No se le envió';
}

/**
 * 'IA: 6 → Revisor: 8' ('IA: sin puntuación' when the AI had not evaluated it); 'Analizador: 6 → …'
 * when the built-in analyzer wrote the report (issue 54 item 6).
 */
export function textoAjuste(a: Validacion['puntuacionesAjustadas'][number], metodo?: InformeIA['procedencia']['metodo']): string {
  return `${metodo === 'integrado' ? 'Analizador' : 'IA'}: ${a.puntuacionIA ?? 'sin puntuación'} → Revisor: ${a.puntuacion}`;
}

/**
 * The report's recommendation, as the reviewer sees it before and after deciding: the AI's, or, for
 * a report the built-in analyzer wrote (fixed rules, no model), the analyzer's (D113).
 */
export function RecomendacionIA({
  recomendacion,
  metodo,
  regla,
  junto,
}: {
  recomendacion: Recomendacion;
  metodo?: InformeIA['procedencia']['metodo'];
  /** The rule the report's recommendation follows (D157): its scores against the threshold. */
  regla?: string;
  /** What the rule stands beside: the answers with integrity signals (issue 65 item 3, lineaJuntoARegla). */
  junto?: string | null;
}) {
  const quien = autorInforme(metodo);
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle" data-testid="recomendacion-ia">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          Recomendación {quien}:
        </Text>
        <Badge variant="outline" colorPalette={COLOR_DECISION[recomendacion]}>
          {RECOMENDACION_IA_ETIQUETA[recomendacion]}
        </Badge>
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {regla ?? 'Según las conclusiones del informe.'} {metodo === 'integrado' ? 'El analizador' : 'La IA'} no propone «En duda»: esa
        decisión nunca cuenta como coincidencia con {metodo === 'integrado' ? 'él' : 'ella'}.
      </Text>
      {junto && (
        <Text fontSize="sm" fontWeight="medium" mt="1" data-testid="junto-a-regla">
          {junto}
        </Text>
      )}
    </Box>
  );
}

const DecisionBadge = ({ decision }: { decision: DecisionValidacion }) => (
  <Badge variant="subtle" size="md" colorPalette={COLOR_DECISION[decision]}>
    {DECISION_ETIQUETA[decision]}
  </Badge>
);

function Ajustes({ v, metodo }: { v: RegistroRevision; metodo?: InformeIA['procedencia']['metodo'] }) {
  if (!v.puntuacionesAjustadas.length) return <>Sin cambios: se mantienen las {autorInforme(metodo)}</>;
  return (
    <Stack as="ul" gap="1" aria-label="Puntuaciones ajustadas">
      {v.puntuacionesAjustadas.map((a) => (
        <Box as="li" key={a.habilidad} listStyleType="none">
          <Text as="span" fontWeight="medium">
            {a.habilidad}:
          </Text>{' '}
          <Text as="span">{textoAjuste(a, metodo)}</Text>
        </Box>
      ))}
    </Stack>
  );
}

function filasDe(v: RegistroRevision, metodo?: InformeIA['procedencia']['metodo']): [string, ReactNode][] {
  const filas: [string, ReactNode][] = [
    ['Decisión', <DecisionBadge key="decision" decision={v.decision} />],
    ['Revisado por', v.por.nombre],
    ['Fecha', formatFechaHora(v.fecha) ?? '—'],
    [
      'Comentario',
      <Text key="comentario" whiteSpace="pre-wrap">
        {v.comentario}
      </Text>,
    ],
    // Why the reviewer overrode the AI (D153), when they did.
    ...(v.motivoCambio
      ? ([
          [
            'Motivo del cambio',
            <Text key="motivo" whiteSpace="pre-wrap">
              {v.motivoCambio}
            </Text>,
          ],
        ] as [string, ReactNode][])
      : []),
    ['Puntuaciones', <Ajustes key="ajustes" v={v} metodo={metodo} />],
    ['Candidato', v.estadoCandidato ? `Pasa a ${ESTADO_CANDIDATO_ETIQUETA[v.estadoCandidato]}` : 'Sin cambios'],
  ];
  if (v.estadoCandidato) filas.push(['Email al candidato', textoEmail(v)]);
  return filas;
}

function Filas({ filas, testId }: { filas: [string, ReactNode][]; testId?: string }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid={testId}>
      {filas.map(([etiqueta, valor]) => (
        <DataList.Item key={etiqueta}>
          <DataList.ItemLabel minW="28">{etiqueta}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{valor}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

interface RevisionVistaProps {
  validacion: Validacion;
  /** The report: the AI's recommendation of reviews saved before they recorded it, and who wrote it. */
  informe?: (Pick<InformeIA, 'conclusiones'> & Partial<Pick<InformeIA, 'procedencia' | 'recomendacion'>>) | null;
  /** Shows 'Corregir revisión'. */
  onCorregir?: () => void;
}

export function RevisionVista({ validacion: v, informe, onCorregir }: RevisionVistaProps) {
  const recomendacion = v.recomendacionIA ?? (informe ? recomendacionDeIA(informe) : null);
  const anteriores = [...(v.anteriores ?? [])].reverse();
  return (
    <Stack gap="4">
      {recomendacion && (
        <RecomendacionIA
          recomendacion={recomendacion}
          metodo={informe?.procedencia?.metodo}
          regla={informe?.recomendacion?.valor === recomendacion ? informe.recomendacion.regla : undefined}
        />
      )}
      <Filas filas={filasDe(v, informe?.procedencia?.metodo)} testId="revision" />
      {onCorregir && (
        <Box>
          <Button size="sm" variant="outline" onClick={onCorregir}>
            <PencilIcon />
            Corregir revisión
          </Button>
        </Box>
      )}
      {anteriores.length > 0 && (
        <Box as="section" aria-label="Revisiones anteriores">
          <Heading as="h4" size="sm" mb="2">
            Revisiones anteriores ({anteriores.length})
          </Heading>
          <Stack as="ol" gap="3" aria-label="Revisiones anteriores, de la más reciente a la primera">
            {anteriores.map((a, i) => (
              <Box
                as="li"
                key={`${a.numero ?? 1}-${i}`}
                listStyleType="none"
                borderWidth="1px"
                rounded="md"
                p="3"
                data-testid="revision-anterior"
              >
                <Text fontSize="xs" color="fg.muted" mb="1">
                  Revisión {a.numero ?? anteriores.length - i}, sustituida por una corrección
                </Text>
                <Filas filas={filasDe(a, informe?.procedencia?.metodo)} />
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
