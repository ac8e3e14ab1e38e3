// The interview design of a service, to read: its phases with their questions (what each explores
// and the competency it evidences) and the rubric with the anchors of each competency. Everyone who
// sees the screen may read it; the report will say which version it used.
import { Badge, Box, Heading, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { ReadOnlyDialog } from '../../../components/read-only-dialog';
import { API_ETIQUETA, NIVEL_ETIQUETA, NIVELES_ANCLA, TIPO_ETIQUETA } from '@shared/schemas/servicio-hr';
import { numeroDePreguntas, type ServicioFila } from '../api/servicios-hr';
import { cuenta } from '@shared/plural';

export function DisenoDialog({ servicio: s, onClose }: { servicio: ServicioFila; onClose: () => void }) {
  const tipo = s.tipo && s.tipo in TIPO_ETIQUETA ? TIPO_ETIQUETA[s.tipo as keyof typeof TIPO_ETIQUETA] : s.tipo;
  const api = s.api_preferida && s.api_preferida in API_ETIQUETA ? API_ETIQUETA[s.api_preferida as keyof typeof API_ETIQUETA] : undefined;
  return (
    <ReadOnlyDialog
      title={s.nombre}
      description={
        <>
          Diseño de la entrevista · versión {s.version} · {s.estructura.duracionEstimada} min ·{' '}
          {cuenta(numeroDePreguntas(s), 'pregunta', 'preguntas')}
          {tipo ? ` · ${tipo}` : ''}
          {api ? ` · IA preferida: ${api}` : ''}
        </>
      }
      onClose={onClose}
      size="xl"
      bodyLabel={`Diseño de ${s.nombre}`}
    >
      <DisenoContenido servicio={s} />
    </ReadOnlyDialog>
  );
}

/** A design's phases with their questions and its rubric (the dialog's body; a company template's version shows it too, D164). */
export function DisenoContenido({ servicio: s }: { servicio: ServicioFila }) {
  return (
    <Stack gap="6">
      {s.descripcionDetallada && <Text>{s.descripcionDetallada}</Text>}
      <Stack gap="4">
        <Heading as="h3" size="md">
          Fases y preguntas
        </Heading>
        {s.estructura.fases.length === 0 && <Text color="fg.muted">Este servicio todavía no tiene preguntas.</Text>}
        {s.estructura.fases.map((f, i) => (
          <Box key={`${i}-${f.nombre}`}>
            <Text fontWeight="semibold">
              {i + 1}. {f.nombre}
            </Text>
            {f.objetivo && (
              <Text fontSize="sm" color="fg.muted">
                {f.objetivo}
              </Text>
            )}
            <List.Root as="ol" ps="5" mt="2" gap="2">
              {f.preguntas.map((p, j) => (
                <List.Item key={j}>
                  <Text>{p.texto}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Explora: {p.explora} · <Badge variant="subtle">{p.competencia}</Badge>
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md">
          Rúbrica
        </Heading>
        {s.estructura.rubrica.length === 0 ? (
          <Text color="fg.muted">Este servicio todavía no tiene rúbrica.</Text>
        ) : (
          <>
            <Table.ScrollArea display={{ base: 'none', md: 'block' }} tabIndex={0} aria-label="Rúbrica">
              <Table.Root size="sm" variant="outline">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Competencia</Table.ColumnHeader>
                    {NIVELES_ANCLA.map((n) => (
                      <Table.ColumnHeader key={n}>{NIVEL_ETIQUETA[n]}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {s.estructura.rubrica.map((c) => (
                    <Table.Row key={c.competencia} verticalAlign="top">
                      <Table.Cell fontWeight="semibold">{c.competencia}</Table.Cell>
                      {NIVELES_ANCLA.map((n) => (
                        <Table.Cell key={n}>{c.anclas[n]}</Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <SimpleGrid columns={1} gap="3" display={{ base: 'grid', md: 'none' }}>
              {s.estructura.rubrica.map((c) => (
                <Box key={c.competencia} borderWidth="1px" rounded="md" p="3">
                  <Text fontWeight="semibold">{c.competencia}</Text>
                  {NIVELES_ANCLA.map((n) => (
                    <Text key={n} fontSize="sm">
                      <Text as="span" fontWeight="medium">
                        {NIVEL_ETIQUETA[n]}:
                      </Text>{' '}
                      {c.anclas[n]}
                    </Text>
                  ))}
                </Box>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Stack>
  );
}
