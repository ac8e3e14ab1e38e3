// The users of a company: name, email, role, status, last access and the row actions.
import { Badge, Box, HStack, IconButton, Switch, Table, Text } from '@chakra-ui/react';
import { ROL_ETIQUETA } from '@shared/permissions';
import { PencilIcon, TrashIcon } from '../../../components/icons';
import { UserAvatar } from '../../../components/user-avatar';
import { formatFechaHora } from '../../../lib/format';
import type { UsuarioFila } from '../api/usuarios';

interface UsuariosTableProps {
  usuarios: UsuarioFila[];
  /** The signed-in user's id: nobody deactivates or deletes themselves. */
  miId?: string;
  /** Ids whose activo change is on its way. */
  cambiando: ReadonlySet<string>;
  onEditar: (usuario: UsuarioFila) => void;
  onEliminar: (usuario: UsuarioFila) => void;
  onCambiarActivo: (usuario: UsuarioFila, activo: boolean) => void;
}

export function UsuariosTable({ usuarios, miId, cambiando, onEditar, onEliminar, onCambiarActivo }: UsuariosTableProps) {
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
            const activo = usuario.activo !== false;
            const yo = usuario.id === miId;
            const nombre = [usuario.nombre, usuario.apellidos].filter(Boolean).join(' ');
            const puesto = usuario.puesto || usuario.titulo;
            return (
              <Table.Row key={usuario.id} opacity={activo ? 1 : 0.75}>
                <Table.Cell>
                  <HStack gap="3">
                    <UserAvatar nombre={nombre} avatarUrl={usuario.avatarUrl} size="sm" />
                    <Box minW="0">
                      <Text fontWeight="medium" truncate>
                        {nombre}
                        {yo && (
                          <Text as="span" color="fg.muted" fontWeight="normal">
                            {' '}
                            (tú)
                          </Text>
                        )}
                      </Text>
                      {puesto && (
                        <Text fontSize="xs" color="fg.muted" truncate>
                          {puesto}
                        </Text>
                      )}
                    </Box>
                  </HStack>
                </Table.Cell>
                <Table.Cell color="fg.muted">{usuario.email}</Table.Cell>
                <Table.Cell>
                  <Badge variant="subtle" colorPalette={usuario.rol === 'operador' ? 'gray' : 'brand'}>
                    {ROL_ETIQUETA[usuario.rol]}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Badge variant="subtle" colorPalette={activo ? 'green' : 'red'}>
                    {activo ? 'Activo' : 'Inactivo'}
                  </Badge>
                </Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {formatFechaHora(usuario.ultimoAcceso) ?? 'Nunca'}
                </Table.Cell>
                <Table.Cell>
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
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
