// «Claves de API» (D145): the company's keys — name and the secret's first characters, permissions,
// when and by whom it was made, its last use, its expiry and its state — with «Nueva clave» and
// «Revocar». From 1024 px (Chakra's lg) a table; below, one card per key with the same fields (D46).
import { useState } from 'react';
import { Badge, Box, Button, Card, Code, Flex, HStack, SimpleGrid, Skeleton, Stack, Table, Text, useMediaQuery } from '@chakra-ui/react';
import { ALCANCE_ETIQUETA, type AlcanceClave, type EstadoClave } from '@shared/schemas/clave-acceso';
import { CampoTarjeta } from '../../../components/campo-tarjeta';
import { ErrorCarga } from '../../../components/error-carga';
import { KeyIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { ListaVacia } from '../../../components/lista-vacia';
import { formatFecha, formatFechaHora } from '../../../lib/format';
import { tiempoRelativo } from '../../../lib/tiempo-relativo';
import { type ClaveFila, useClavesAcceso } from '../api/claves-acceso';
import { NuevaClaveDialog } from './nueva-clave-dialog';
import { RevocarClaveDialog } from './revocar-clave-dialog';

/** Below Chakra's lg breakpoint (64rem = 1024 px) the list is cards. */
const CONSULTA_TARJETAS = '(max-width: 63.98rem)';

const ESTADO: Record<EstadoClave, { etiqueta: string; color: string }> = {
  activa: { etiqueta: 'Activa', color: 'green' },
  caducada: { etiqueta: 'Caducada', color: 'orange' },
  revocada: { etiqueta: 'Revocada', color: 'red' },
};

function BadgeEstado({ estado }: { estado: EstadoClave }) {
  return (
    <Badge variant="subtle" colorPalette={ESTADO[estado].color}>
      {ESTADO[estado].etiqueta}
    </Badge>
  );
}

function Permisos({ alcances }: { alcances: readonly AlcanceClave[] }) {
  return (
    <HStack gap="1" wrap="wrap">
      {alcances.map((a) => (
        <Badge key={a} variant="outline" colorPalette="gray" title={ALCANCE_ETIQUETA[a].descripcion}>
          {ALCANCE_ETIQUETA[a].titulo}
        </Badge>
      ))}
    </HStack>
  );
}

const ultimoUso = (c: ClaveFila) => (c.ultimoUso ? tiempoRelativo(c.ultimoUso) : 'Nunca');
const caducidad = (c: ClaveFila) => (c.expiraEn ? (formatFecha(c.expiraEn) ?? '—') : 'Sin caducidad');
const creada = (c: ClaveFila) => `${formatFecha(c.creadaEn) ?? '—'} · ${c.creadaPor.nombre}`;

function BotonRevocar({ clave, onRevocar }: { clave: ClaveFila; onRevocar: (c: ClaveFila) => void }) {
  if (clave.estado === 'revocada') return null;
  return (
    <Button variant="outline" size="sm" colorPalette="red" onClick={() => onRevocar(clave)} aria-label={`Revocar la clave ${clave.nombre}`}>
      <TrashIcon />
      Revocar
    </Button>
  );
}

interface ListaProps {
  claves: ClaveFila[];
  onRevocar: (c: ClaveFila) => void;
}

function Tarjetas({ claves, onRevocar }: ListaProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label="Claves de API">
      {claves.map((c) => (
        <Card.Root as="li" key={c.id} variant="outline" bg="bg" size="sm" aria-label={c.nombre} opacity={c.estado === 'activa' ? 1 : 0.8}>
          <Card.Body gap="3">
            <Flex justify="space-between" align="start" gap="2">
              <Box minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {c.nombre}
                </Text>
                <Code fontSize="xs">{c.prefijo}…</Code>
              </Box>
              <BadgeEstado estado={c.estado} />
            </Flex>
            <Permisos alcances={c.alcances} />
            <SimpleGrid as="dl" columns={2} gap="2">
              <CampoTarjeta etiqueta="Creada">{creada(c)}</CampoTarjeta>
              <CampoTarjeta etiqueta="Último uso">{ultimoUso(c)}</CampoTarjeta>
              <CampoTarjeta etiqueta="Caducidad">{caducidad(c)}</CampoTarjeta>
            </SimpleGrid>
            <HStack justify="end">
              <BotonRevocar clave={c} onRevocar={onRevocar} />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Tabla({ claves, onRevocar }: ListaProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
      <Table.Root size="md" aria-label="Claves de API">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Nombre</Table.ColumnHeader>
            <Table.ColumnHeader>Permisos</Table.ColumnHeader>
            <Table.ColumnHeader>Creada</Table.ColumnHeader>
            <Table.ColumnHeader>Último uso</Table.ColumnHeader>
            <Table.ColumnHeader>Caducidad</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Acciones</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {claves.map((c) => (
            <Table.Row key={c.id} opacity={c.estado === 'activa' ? 1 : 0.8}>
              <Table.Cell>
                <Text fontWeight="medium">{c.nombre}</Text>
                <Code fontSize="xs">{c.prefijo}…</Code>
              </Table.Cell>
              <Table.Cell maxW="xs">
                <Permisos alcances={c.alcances} />
              </Table.Cell>
              <Table.Cell color="fg.muted">{creada(c)}</Table.Cell>
              <Table.Cell color="fg.muted" title={formatFechaHora(c.ultimoUso)}>
                {ultimoUso(c)}
              </Table.Cell>
              <Table.Cell color="fg.muted">{caducidad(c)}</Table.Cell>
              <Table.Cell>
                <BadgeEstado estado={c.estado} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <BotonRevocar clave={c} onRevocar={onRevocar} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function TabClavesApi({ empresaId }: { empresaId?: string }) {
  const [tarjetas] = useMediaQuery([CONSULTA_TARJETAS], { ssr: false });
  const lista = useClavesAcceso(empresaId);
  const [nueva, setNueva] = useState(false);
  const [revocando, setRevocando] = useState<ClaveFila | null>(null);
  const recargar = () => void lista.mutate();
  const claves = lista.data?.items ?? [];
  const activas = claves.filter((c) => c.estado === 'activa').length;

  const botonNueva = (
    <Button colorPalette="brand" onClick={() => setNueva(true)} flexShrink="0">
      <PlusIcon />
      Nueva clave
    </Button>
  );

  return (
    <Stack gap="4">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
        <Text color="fg.muted" maxW="3xl">
          Las claves permiten a tu ATS (Greenhouse, Workable, Lever…) o a tus scripts dar de alta candidatos, programar entrevistas y leer
          sus informes por la API, sin la sesión de una persona. Cada una actúa solo sobre tu empresa y con sus permisos.
        </Text>
        {claves.length > 0 && botonNueva}
      </Flex>

      {lista.error && claves.length === 0 ? (
        <ErrorCarga
          titulo="No se pudieron cargar las claves"
          error={lista.error}
          reintentando={lista.isValidating}
          onReintentar={recargar}
        />
      ) : lista.isLoading ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height="16" rounded="lg" />
          ))}
        </Stack>
      ) : claves.length === 0 ? (
        <ListaVacia
          icono={<KeyIcon />}
          titulo="Todavía no hay claves de API"
          descripcion="Crea una para conectar tu ATS o un script con Talentia."
          accion={botonNueva}
        />
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {claves.length === 1 ? '1 clave' : `${claves.length} claves`} · {activas === 1 ? '1 activa' : `${activas} activas`}
          </Text>
          {tarjetas ? <Tarjetas claves={claves} onRevocar={setRevocando} /> : <Tabla claves={claves} onRevocar={setRevocando} />}
        </Stack>
      )}

      {nueva && <NuevaClaveDialog empresaId={empresaId} onClose={() => setNueva(false)} onCreated={recargar} />}
      {revocando && (
        <RevocarClaveDialog
          key={revocando.id}
          clave={revocando}
          empresaId={empresaId}
          onClose={() => setRevocando(null)}
          onRevoked={recargar}
        />
      )}
    </Stack>
  );
}
