// Evidence first (D153; EU AI Act Art. 14(4)(b), automation bias): in the review form, before the
// decision, each competency the AI scored from quotes, closed. The reviewer opens each one to read
// the candidate's words behind the score; an opened one is marked «Citas leídas». The form will not
// confirm the AI's recommendation until every one has been opened (revision.ts), and it sends which
// were opened, for the oversight record.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { SoftSkill } from '@shared/schemas/informe';
import { PUNTUACION_MAXIMA } from '@shared/schemas/informe';
import { Citas } from './competencias';

/** The competencies with quotes to open: the report's, in its order. */
export const conEvidencia = (softSkills: readonly SoftSkill[]) => softSkills.filter((s) => s.evidencia.length > 0);

interface EvidenciaPrimeroProps {
  competencias: readonly SoftSkill[];
  /** The ones opened so far (names as the report writes them). */
  abiertas: readonly string[];
  onAbrir: (habilidad: string) => void;
  /** Why the form will not confirm yet. */
  error?: string;
  /** Who wrote the report (D113): the built-in analyzer is not called the AI. */
  autor?: 'de la IA' | 'del analizador';
}

export function EvidenciaPrimero({ competencias, abiertas, onAbrir, error, autor = 'de la IA' }: EvidenciaPrimeroProps) {
  if (!competencias.length) return null;
  const leidas = competencias.filter((s) => abiertas.includes(s.habilidad)).length;
  return (
    <Stack gap="2" role="group" aria-labelledby="evidencia-primero-titulo">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text id="evidencia-primero-titulo" fontWeight="medium">
          Evidencia de cada competencia
        </Text>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {leidas} de {competencias.length} leídas
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Lee las citas en las que apoya cada puntuación el informe {autor} antes de decidir: para confirmar su recomendación tienes que
        abrirlas todas.
      </Text>
      <Stack as="ul" gap="2">
        {competencias.map((s) => {
          const abierta = abiertas.includes(s.habilidad);
          const id = `citas-${s.habilidad.replace(/\W+/g, '-')}`;
          return (
            <Box as="li" key={s.habilidad} listStyleType="none" borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="semibold">
                  {s.habilidad}
                  {s.puntuacion !== null ? ` · ${autor === 'de la IA' ? 'IA' : 'Analizador'}: ${s.puntuacion}/${PUNTUACION_MAXIMA}` : ''}
                </Text>
                {abierta ? (
                  <Badge colorPalette="green" variant="subtle">
                    Citas leídas
                  </Badge>
                ) : (
                  <Button size="xs" variant="outline" aria-expanded={false} aria-controls={id} onClick={() => onAbrir(s.habilidad)}>
                    Ver citas de {s.habilidad}
                  </Button>
                )}
              </HStack>
              {abierta && (
                <Box id={id}>
                  <Citas evidencia={s.evidencia} />
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
