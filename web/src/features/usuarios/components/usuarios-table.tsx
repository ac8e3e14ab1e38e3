// The users of a company: name, email, role, status, last access and the row actions.
// From 1024 px (Chakra's lg) a table; below, where six columns do not fit (at 390 px the table
// hid Rol, Estado and the actions off to the right, D119), one card per user with the
// same fields and the same actions, as the companies list does (D46).
import { Badge, Box, Card, HStack, IconButton, SimpleGrid, Switch, Table, Text, useMediaQuery } from '@chakra-ui/react';
import { ROL_ETIQUETA } from '@shared/permissions';
import { KeyIcon, PencilIcon, TrashIcon } from '../../../components/icons';
import { CampoTarjeta } from '../../../components/campo-tarjeta';
import { UserAvatar } from '../../../components/user-avatar';
import { formatFechaHora } from '../../../lib/format';
import type { UsuarioFila } from '../api/usuarios';

interface UsuariosTableProps {
  usuarios: readonly UsuarioFila[];
  /** The signed-in user's id: nobody deactivates or deletes themselves. */
  miId?: string;
  /** Ids whose activo change is on its way. */
  cambiando: ReadonlySet<string>;
  onEditar: (usuario: UsuarioFila) => void;
  onEliminar: (usuario: UsuarioFila) => void;
  onCambiarActivo: (usuario: UsuarioFila, activo: boolean) => void;
  /** The superadmin's: reset an admin's second factor (D155). Left out, no such action. */
  onRestablecerSegundoFactor?: (usuario: UsuarioFila) => void;
}

/** Below Chakra's lg breakpoint (64rem = 1024 px) the list is cards. */
export const CONSULTA_TARJETAS_USUARIOS = '(max-width: 63.98rem)';

export function UsuariosTable(props: UsuariosTableProps) {
  // Read at once (no server render): the first paint is already the right layout.
  const [tarjetas] = useMediaQuery([CONSULTA_TARJETAS_USUARIOS], { ssr: false });
  return tarjetas ? <UsuariosTarjetas {...props} /> : <UsuariosTabla {...props} />;
}

function datosDe(usuario: UsuarioFila, miId: string | undefined) {
  return {
    activo: usuario.activo !== false,
    yo: usuario.id === miId,
    nombre: [usuario.nombre, usuario.apellidos].filter(Boolean).join(' '),
    puesto: usuario.puesto || usuario.titulo,
  };
}

function BadgeRol({ usuario }: { usuario: UsuarioFila }) {
  return (
    <Badge variant="subtle" colorPalette={usuario.rol === 'operador' ? 'gray' : 'brand'}>
      {ROL_ETIQUETA[usuario.rol]}
    </Badge>
  );
}

function BadgeEstado({ activo }: { activo: boolean }) {
  return (
    <Badge variant="subtle" colorPalette={activo ? 'green' : 'red'}>
      {activo ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}

/** The name, '(tú)' for oneself and the position under it: wrapped on a card, cut short in a table's row. */
function Nombre({ nombre, yo, puesto, enTarjeta = false }: { nombre: string; yo: boolean; puesto?: string; enTarjeta?: boolean }) {
  const corte = enTarjeta ? { overflowWrap: 'anywhere' } : { truncate: true };
  return (
    <Box minW="0" flex={enTarjeta ? '1' : undefined}>
      <Text fontWeight={enTarjeta ? 'semibold' : 'medium'} {...corte}>
        {nombre}
        {yo && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            (tú)
          </Text>
        )}
      </Text>
      {puesto && (
        <Text fontSize="xs" color="fg.muted" {...corte}>
          {puesto}
        </Text>
      )}
    </Box>
  );
}

/** The row's actions: the active switch, edit and delete (nobody deactivates or deletes themselves). */
function Acciones({
  usuario,
  miId,
  cambiando,
  onEditar,
  onEliminar,
  onCambiarActivo,
  onRestablecerSegundoFactor,
}: Omit<UsuariosTableProps, 'usuarios'> & { usuario: UsuarioFila }) {
  const { activo, yo, nombre } = datosDe(usuario, miId);
  return (
    <HStack gap="1" justify="end">
      <Switch.Root
        size="sm"
        colorPalette="green"
        checked={activo}
        disabled={yo || cambiando.has(usuario.id)}
        onCheckedChange={(e) => onCambiarActivo(usuario, e.checked)}
        me="2"
      >
        <Switch.HiddenInput aria-label={activo ? `Desactivar a ${nombre}` : `Reactivar a ${nombre}`} />
        <Switch.Control />
      </Switch.Root>
      {onRestablecerSegundoFactor && usuario.rol === 'admin' && !yo && (
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={`Restablecer el segundo factor de ${nombre}`}
          title="Restablecer segundo factor"
          onClick={() => onRestablecerSegundoFactor(usuario)}
        >
          <KeyIcon />
        </IconButton>
      )}
      <IconButton variant="ghost" size="sm" aria-label={`Editar a ${nombre}`} onClick={() => onEditar(usuario)}>
        <PencilIcon />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        colorPalette="red"
        aria-label={`Eliminar a ${nombre}`}
        disabled={yo}
        onClick={() => onEliminar(usuario)}
      >
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}

function UsuariosTarjetas(props: UsuariosTableProps) {
  const { usuarios, miId } = props;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label="Usuarios">
      {usuarios.map((usuario) => {
        const { activo, yo, nombre, puesto } = datosDe(usuario, miId);
        return (
          <Card.Root as="li" key={usuario.id} variant="outline" bg="bg" size="sm" aria-label={nombre} opacity={activo ? 1 : 0.75}>
            <Card.Body gap="3">
              <HStack gap="3" align="start">
                <UserAvatar nombre={nombre} avatarUrl={usuario.avatarUrl} size="sm" />
                <Nombre nombre={nombre} yo={yo} puesto={puesto} enTarjeta />
              </HStack>
              <HStack gap="2" wrap="wrap">
                <BadgeRol usuario={usuario} />
                <BadgeEstado activo={activo} />
              </HStack>
              <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="2">
                <CampoTarjeta etiqueta="Email">{usuario.email}</CampoTarjeta>
                <CampoTarjeta etiqueta="Último acceso">{formatFechaHora(usuario.ultimoAcceso) ?? 'Nunca'}</CampoTarjeta>
              </SimpleGrid>
              <Acciones {...props} usuario={usuario} />
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

function UsuariosTabla(props: UsuariosTableProps) {
  const { usuarios, miId } = props;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Nombre</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Rol</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader>Último acceso</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Acciones</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {usuarios.map((usuario) => {
            const { activo, yo, nombre, puesto } = datosDe(usuario, miId);
            return (
              <Table.Row key={usuario.id} opacity={activo ? 1 : 0.75}>
                <Table.Cell>
                  <HStack gap="3">
                    <UserAvatar nombre={nombre} avatarUrl={usuario.avatarUrl} size="sm" />
                    <Nombre nombre={nombre} yo={yo} puesto={puesto} />
                  </HStack>
                </Table.Cell>
                <Table.Cell color="fg.muted">{usuario.email}</Table.Cell>
                <Table.Cell>
                  <BadgeRol usuario={usuario} />
                </Table.Cell>
                <Table.Cell>
                  <BadgeEstado activo={activo} />
                </Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {formatFechaHora(usuario.ultimoAcceso) ?? 'Nunca'}
                </Table.Cell>
                <Table.Cell>
                  <Acciones {...props} usuario={usuario} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
