// The 'Competencias' tab of an AI report: each soft skill with its score out of 10 (a bar), the
// rubric anchor the evidence matched, why, and the candidate's words that back it, each with the
// question it answers; a competency without evidence says 'No evaluado' and has no score. Then the
// technical skills with their level and quotes; with none, 'No evaluado' — never a sentence the
// quotes above could refute (D77).
import { Badge, Blockquote, Box, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { AnclasCompetencia } from '@shared/schemas/entrevista';
import { type Evidencia, type HardSkill, PUNTUACION_MAXIMA, type SoftSkill } from '@shared/schemas/informe';
import { normalizarTexto } from '@shared/texto';
import { ANCLA_ETIQUETA, NIVEL_ETIQUETA } from './formato';

type NivelTitulo = 3 | 4 | 5;
const etiqueta = (nivel: NivelTitulo) => `h${nivel}` as const;

export function Citas({ evidencia }: { evidencia: readonly Evidencia[] }) {
  if (!evidencia.length) return null;
  return (
    <Stack gap="2" mt="2">
      {evidencia.map((ev, i) => (
        <Blockquote.Root key={i} variant="subtle" colorPalette="brand" py="1.5">
          <Blockquote.Content fontStyle="italic">«{ev.cita}»</Blockquote.Content>
          <Blockquote.Caption color="fg.muted" fontSize="xs">
            Pregunta {ev.pregunta + 1}
          </Blockquote.Caption>
        </Blockquote.Root>
      ))}
    </Stack>
  );
}

/** What the rubric's anchor says for this competency at this level (D80), when the interview's design has it. */
function textoAncla(skill: SoftSkill, rubrica: readonly AnclasCompetencia[] | undefined): string | null {
  if (!skill.ancla || !rubrica) return null;
  const c = rubrica.find((r) => normalizarTexto(r.competencia) === normalizarTexto(skill.habilidad));
  return c?.anclas[skill.ancla] ?? null;
}

function SoftSkillItem({ skill, rubrica }: { skill: SoftSkill; rubrica?: readonly AnclasCompetencia[] }) {
  const puntuacion = skill.evaluado ? skill.puntuacion : null;
  const ancla = textoAncla(skill, rubrica);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p="3" data-testid="soft-skill">
      <HStack justify="space-between" align="start" gap="3">
        <Text fontWeight="semibold">{skill.habilidad}</Text>
        {puntuacion !== null ? (
          <Text fontWeight="semibold" flexShrink="0">
            {puntuacion}/{PUNTUACION_MAXIMA}
          </Text>
        ) : (
          <Badge variant="outline" colorPalette="gray" flexShrink="0">
            No evaluado
          </Badge>
        )}
      </HStack>
      {puntuacion !== null && (
        <Progress.Root
          value={puntuacion}
          max={PUNTUACION_MAXIMA}
          size="sm"
          colorPalette="brand"
          mt="2"
          translations={{ value: () => `${skill.habilidad}: ${puntuacion} de ${PUNTUACION_MAXIMA}` }}
        >
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {skill.evaluado && skill.ancla && (
        <Box fontSize="sm" mt="2" data-testid="ancla">
          <Text>
            <Text as="span" fontWeight="medium">
              Ancla: {ANCLA_ETIQUETA[skill.ancla]}
            </Text>
            {ancla && (
              <Text as="span" color="fg.muted">
                {' '}
                — según la rúbrica:
              </Text>
            )}
          </Text>
          {ancla && (
            <Text mt="0.5" ps="3" borderStartWidth="2px" borderColor="border.emphasized" whiteSpace="pre-wrap">
              {ancla}
            </Text>
          )}
        </Box>
      )}
      <Fundamento justificacion={skill.justificacion} evidencia={skill.evidencia} />
    </Box>
  );
}

/** Why a skill got its score or level (its justification, as written) and the quotes it rests on. */
function Fundamento({ justificacion, evidencia }: { justificacion?: string; evidencia: readonly Evidencia[] }) {
  return (
    <>
      {justificacion && (
        <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-wrap">
          {justificacion}
        </Text>
      )}
      <Citas evidencia={evidencia} />
    </>
  );
}

function HardSkillItem({ skill }: { skill: HardSkill }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p="3" data-testid="hard-skill">
      <HStack justify="space-between" align="start" gap="3">
        <Text fontWeight="semibold">{skill.habilidad}</Text>
        <Badge variant="subtle" colorPalette={skill.nivel === 'no_evaluado' ? 'gray' : 'brand'} flexShrink="0">
          {NIVEL_ETIQUETA[skill.nivel]}
        </Badge>
      </HStack>
      <Fundamento justificacion={skill.justificacion} evidencia={skill.evidencia} />
    </Box>
  );
}

interface CompetenciasInformeProps {
  softSkills: readonly SoftSkill[];
  hardSkills: readonly HardSkill[];
  nivelTitulos: NivelTitulo;
  /** The interview's rubric anchors (GET /api/entrevistas/{id}): each anchor's text beside its level. */
  rubrica?: readonly AnclasCompetencia[];
}

export function CompetenciasInforme({ softSkills, hardSkills, nivelTitulos, rubrica }: CompetenciasInformeProps) {
  return (
    <Stack gap="5">
      <Box>
        <Heading as={etiqueta(nivelTitulos)} size="sm" mb="2">
          Competencias de la rúbrica
        </Heading>
        {softSkills.length ? (
          <Stack as="ul" gap="3" aria-label="Competencias de la rúbrica">
            {softSkills.map((s, i) => (
              <SoftSkillItem key={`${i}-${s.habilidad}`} skill={s} rubrica={rubrica} />
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            La plantilla no define competencias que puntuar.
          </Text>
        )}
      </Box>
      <Box>
        <Heading as={etiqueta(nivelTitulos)} size="sm" mb="2">
          Competencias técnicas
        </Heading>
        {hardSkills.length ? (
          <Stack as="ul" gap="3" aria-label="Competencias técnicas">
            {hardSkills.map((s, i) => (
              <HardSkillItem key={`${i}-${s.habilidad}`} skill={s} />
            ))}
          </Stack>
        ) : (
          <Badge variant="outline" colorPalette="gray" data-testid="hard-skills-no-evaluado">
            No evaluado
          </Badge>
        )}
      </Box>
    </Stack>
  );
}

export type { NivelTitulo };
