// The Email panel's 'Avanzado' tab (part 2 §3, §5, §9): how many times a failed send is tried
// (1–10, 3 by default), and the platform's send log — the latest emails sent, failed or skipped
// (a disabled template), newest first, a page at a time.
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Badge, Button, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { DEFINICION_PLANTILLAS, PLANTILLA_PRUEBA } from '@shared/email/plantillas';
import type { EmailConfigEntrada, EnvioEmail } from '@shared/schemas/email';
import { FormField } from '../../../components/form-field';
import { RefreshIcon } from '../../../components/icons';
import { CuerpoLista } from '../../../components/pantalla-lista-cuerpo';
import { Seccion } from '../../../components/seccion';
import { formatFechaHora } from '../../../lib/format';
import { useEnviosEmail } from '../api/email';
import { type Contexto, type Valores } from './email-valores';
import { errorDe } from '../../../lib/form-errors';

const ESTADO: Record<EnvioEmail['estado'], { etiqueta: string; color: string }> = {
  enviado: { etiqueta: 'Enviado', color: 'green' },
  fallido: { etiqueta: 'Fallido', color: 'red' },
  omitido: { etiqueta: 'Omitido', color: 'gray' },
};

const PROVEEDOR: Record<NonNullable<EnvioEmail['proveedor']>, string> = { ses: 'Amazon SES', smtp: 'SMTP' };

/** Sends that are not one of the 16 templates (the server's PLANTILLA_PRUEBA, functions/lib/mail/probar-smtp.ts). */
const OTRAS: Record<string, string> = { [PLANTILLA_PRUEBA]: 'Prueba de conexión SMTP' };

function nombrePlantilla(id: string): string {
  if (Object.hasOwn(DEFINICION_PLANTILLAS, id)) return DEFINICION_PLANTILLAS[id as keyof typeof DEFINICION_PLANTILLAS].nombre;
  return OTRAS[id] ?? id;
}

interface Props {
  form: UseFormReturn<Valores, Contexto, EmailConfigEntrada>;
  /** The tab is on screen: the log is asked for again each time it is shown. */
  activa: boolean;
}

export function EmailAvanzadoTab({ form, activa }: Props) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Stack gap="6">
      <FormField
        label="Reintentos máximos"
        error={errorDe(errors, 'maxRetries')}
        helperText="Veces que se intenta un email antes de darlo por fallido (de 1 a 10)"
      >
        <Input type="number" inputMode="numeric" min={1} max={10} step={1} maxW="40" {...register('maxRetries')} />
      </FormField>
      <RegistroEnvios activa={activa} />
    </Stack>
  );
}

function RegistroEnvios({ activa }: { activa: boolean }) {
  const lista = useEnviosEmail(true);
  const { recargar } = lista;
  // Asked for again when the tab comes back on screen (a test email may have been sent meanwhile).
  const ultimo = useRef(recargar);
  const mostrada = useRef(false);
  useEffect(() => {
    ultimo.current = recargar;
  });
  useEffect(() => {
    // The first showing is the first load.
    if (activa && mostrada.current) ultimo.current().catch(() => undefined);
    if (activa) mostrada.current = true;
  }, [activa]);

  const acciones = (
    <Button size="sm" variant="outline" onClick={() => void recargar().catch(() => undefined)} loading={lista.isValidating}>
      <RefreshIcon />
      Actualizar
    </Button>
  );

  return (
    <Seccion titulo="Registro de envíos" descripcion="Los últimos emails de la plataforma, los más recientes primero." acciones={acciones}>
      <Flex direction="column">
        <CuerpoLista
          lista={lista}
          errorCarga={{ titulo: 'No se pudo cargar el registro de envíos' }}
          onReintentar={() => void recargar().catch(() => undefined)}
          disposicion="tabla"
          alturaEsqueleto="32"
          // Reachable by keyboard when it scrolls sideways (the errors say what to do, D129, and
          // are longer).
          tabla={(envios) => (
            <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg" tabIndex={0} role="region" aria-label="Registro de envíos">
              <Table.Root size="sm" data-testid="registro-envios">
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>Fecha</Table.ColumnHeader>
                    <Table.ColumnHeader>Plantilla</Table.ColumnHeader>
                    <Table.ColumnHeader>Destinatario</Table.ColumnHeader>
                    <Table.ColumnHeader>Estado</Table.ColumnHeader>
                    <Table.ColumnHeader>Proveedor</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Intentos</Table.ColumnHeader>
                    <Table.ColumnHeader>Error</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {envios.map((e) => (
                    <Table.Row key={e.id} data-estado={e.estado}>
                      <Table.Cell whiteSpace="nowrap">{formatFechaHora(e.fecha)}</Table.Cell>
                      <Table.Cell>{nombrePlantilla(e.plantilla)}</Table.Cell>
                      <Table.Cell wordBreak="break-all">{e.destinatario}</Table.Cell>
                      <Table.Cell>
                        <Badge variant="subtle" colorPalette={ESTADO[e.estado].color}>
                          {ESTADO[e.estado].etiqueta}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{e.proveedor ? PROVEEDOR[e.proveedor] : '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{e.intentos}</Table.Cell>
                      <Table.Cell color={e.error ? 'red.fg' : 'fg.muted'} minW="48" maxW="md" whiteSpace="normal" wordBreak="break-word">
                        {e.error ?? '—'}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          vacio={<Text color="fg.muted">Todavía no se ha enviado ningún email.</Text>}
        />
      </Flex>
    </Seccion>
  );
}
