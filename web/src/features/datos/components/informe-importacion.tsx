// An import's or a restore's report (D95): the totals, what happened to each kind of item, and
// every refused row with its reason, as the API answered them row by row.
import { Alert, Box, Stack, Table, Text } from '@chakra-ui/react';
import { type ResultadoImportacion, resumenPorTipo } from '../api/datos';

/** How the report names each kind of item (elementos.ts `tipoDe`). */
const TIPO: Record<string, string> = {
  area: 'Áreas',
  area_nombre: 'Nombres de área',
  candidato: 'Candidatos',
  candidato_email: 'Emails de candidatos',
  candidato_busqueda: 'Índice de búsqueda',
  candidato_entrevista: 'Entrevistas de candidatos',
  entrevista: 'Entrevistas',
  entrevista_diseno: 'Diseños de entrevista',
  entrevista_respuesta: 'Respuestas',
  informe: 'Informes',
  auditoria: 'Auditoría',
  notificacion: 'Notificaciones',
  notificacion_enviada: 'Avisos enviados',
  configuracion: 'Configuración',
  configuracion_id: 'Ids de configuración',
  estadistica: 'Estadísticas',
  usuario: 'Usuarios',
  clave_api: 'Claves de API',
  // A person's rights travel with the data (D159).
  borrado_solicitado: 'Solicitudes de borrado',
  impugnacion: 'Opiniones sobre evaluaciones',
  consentimiento_conservar: 'Consentimientos para futuros procesos',
  retencion: 'Plazos de conservación',
  // What an import's preview counts outside the kinds it names (D162).
  otros: 'Otros elementos',
};
export const nombreTipo = (t: string) => TIPO[t] ?? t;

export function InformeImportacion({ resultado, titulo }: { resultado: ResultadoImportacion; titulo: string }) {
  const resumen = resumenPorTipo(resultado.filas);
  const rechazadas = resultado.filas.filter((f) => f.resultado === 'rechazado');
  return (
    <Stack gap="3" role="region" aria-label={titulo}>
      <Alert.Root status={resultado.rechazados ? 'warning' : 'success'} rounded="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {resultado.creados} creado(s), {resultado.actualizados} actualizado(s), {resultado.rechazados} rechazado(s)
          </Alert.Title>
          {resultado.backups.length > 0 && (
            <Alert.Description wordBreak="break-all">Copia previa: {resultado.backups.map((b) => b.name).join(', ')}</Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      {resumen.length > 0 && (
        // On a phone the table scrolls sideways: the keyboard reaches it too (axe: scrollable-region-focusable).
        <Box overflowX="auto" tabIndex={0} role="region" aria-label="Resultado por tipo (se desplaza a lo ancho)">
          <Table.Root size="sm" aria-label="Resultado por tipo">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Tipo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Creados</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actualizados</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rechazados</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {resumen.map((r) => (
                <Table.Row key={r.tipo}>
                  <Table.Cell>{nombreTipo(r.tipo)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.creados}</Table.Cell>
                  <Table.Cell textAlign="end">{r.actualizados}</Table.Cell>
                  <Table.Cell textAlign="end">{r.rechazados}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {rechazadas.length > 0 && (
        <Box overflowX="auto" tabIndex={0} role="region" aria-label="Filas rechazadas (se desplaza a lo ancho)">
          <Text fontWeight="semibold" mb="1">
            Filas rechazadas
          </Text>
          <Table.Root size="sm" aria-label="Filas rechazadas">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Elemento</Table.ColumnHeader>
                <Table.ColumnHeader>Motivo</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rechazadas.map((f) => (
                <Table.Row key={`${f.empresaId}|${f.sk}`}>
                  <Table.Cell wordBreak="break-all" fontSize="xs">
                    {nombreTipo(f.tipo)} ·{' '}
                    <Text as="span" fontFamily="mono">
                      {f.sk}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{f.motivo}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
