// A person's review of an AI report, read-only (a validada interview): the decision, who made it and
// when, why, each score they changed beside the AI's ('IA: 6 → Revisor: 8'), and what happened to
// the candidate (moved to seleccionado or rechazado, and whether an email went). The AI's report is
// shown unchanged beside it.
import type { ReactNode } from 'react';
import { Badge, Box, DataList, Stack, Text } from '@chakra-ui/react';
import { DECISION_ETIQUETA, type DecisionValidacion, type Validacion } from '@shared/schemas/informe';
import { formatFechaHora } from '../../lib/format';

const COLOR_DECISION: Record<DecisionValidacion, string> = { recomendado: 'green', no_recomendado: 'red', en_duda: 'orange' };

export const ESTADO_CANDIDATO_ETIQUETA: Record<NonNullable<Validacion['estadoCandidato']>, string> = {
  seleccionado: 'Seleccionado',
  rechazado: 'Rechazado',
};

const EMAIL_ETIQUETA: Record<NonNullable<Validacion['emailCandidato']>, string> = {
  resultadosEntrevista: 'Sí: se le envió el email de resultados',
  rechazoCandidato: 'Sí: se le envió el email de rechazo',
};

/** 'IA: 6 → Revisor: 8' ('IA: sin puntuación' when the AI had not evaluated it). */
export function textoAjuste(a: Validacion['puntuacionesAjustadas'][number]): string {
  return `IA: ${a.puntuacionIA ?? 'sin puntuación'} → Revisor: ${a.puntuacion}`;
}

export function RevisionVista({ validacion: v }: { validacion: Validacion }) {
  const filas: [string, ReactNode][] = [
    [
      'Decisión',
      <Badge key="decision" variant="subtle" size="md" colorPalette={COLOR_DECISION[v.decision]}>
        {DECISION_ETIQUETA[v.decision]}
      </Badge>,
    ],
    ['Revisado por', v.por.nombre],
    ['Fecha', formatFechaHora(v.fecha) ?? '—'],
    [
      'Comentario',
      <Text key="comentario" whiteSpace="pre-wrap">
        {v.comentario}
      </Text>,
    ],
    [
      'Puntuaciones',
      v.puntuacionesAjustadas.length ? (
        <Stack key="ajustes" as="ul" gap="1" aria-label="Puntuaciones ajustadas">
          {v.puntuacionesAjustadas.map((a) => (
            <Box as="li" key={a.habilidad} listStyleType="none">
              <Text as="span" fontWeight="medium">
                {a.habilidad}:
              </Text>{' '}
              <Text as="span">{textoAjuste(a)}</Text>
            </Box>
          ))}
        </Stack>
      ) : (
        'Sin cambios: se mantienen las de la IA'
      ),
    ],
    ['Candidato', v.estadoCandidato ? `Pasa a ${ESTADO_CANDIDATO_ETIQUETA[v.estadoCandidato]}` : 'Sin cambios'],
  ];
  if (v.estadoCandidato) filas.push(['Email al candidato', v.emailCandidato ? EMAIL_ETIQUETA[v.emailCandidato] : 'No se le envió']);

  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="revision">
      {filas.map(([etiqueta, valor]) => (
        <DataList.Item key={etiqueta}>
          <DataList.ItemLabel minW="28">{etiqueta}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{valor}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
