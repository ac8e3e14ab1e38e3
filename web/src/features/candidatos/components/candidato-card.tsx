// One candidate on the Candidatos screen: who, what for, the status badge, and what can be done
// (view the profile, schedule an interview, edit, change the status by the allowed changes, delete).
import { Box, Card, Checkbox, Flex, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { borradoSolicitado as msgBorrado, fmt } from '@shared/messages';
import type { EstadoCandidato } from '@shared/schemas/candidato';
import { formatFecha } from '../../../lib/format';
import { CalendarIcon, UserIcon } from '../../../components/icons';
import type { CandidatoFila } from '../api/candidatos';
import { EstadoCandidatoBadge, SelectorEstado } from './estado-candidato';
import { BotonIcono } from '../../../components/boton-icono';
import { BotonesEditarEliminar } from '../../../components/botones-editar-eliminar';
import { Telefono } from '../../../components/telefono';

interface CandidatoCardProps {
  candidato: CandidatoFila;
  cambiandoEstado: boolean;
  onVerPerfil: () => void;
  onEditar: () => void;
  /** 'Programar entrevista' with this candidate, for whoever may schedule. */
  onProgramar?: () => void;
  onEliminar: () => void;
  onCambiarEstado: (estado: EstadoCandidato) => void;
  /** Chosen for an action on many (D200): the box is shown only where such an action is offered. */
  elegido?: boolean;
  onElegir?: () => void;
}

export function CandidatoCard({
  candidato: c,
  cambiandoEstado,
  onVerPerfil,
  onEditar,
  onProgramar,
  onEliminar,
  onCambiarEstado,
  elegido,
  onElegir,
}: CandidatoCardProps) {
  const habilidades = c.habilidades ?? [];
  const experiencia =
    c.experiencia_años === undefined
      ? null
      : c.experiencia_años === 1
        ? '1 año de experiencia'
        : `${c.experiencia_años} años de experiencia`;
  return (
    <Card.Root variant="outline" bg="bg" data-testid="candidato">
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="start" gap="3">
          {onElegir && (
            <Checkbox.Root size="sm" mt="1" checked={!!elegido} onCheckedChange={onElegir}>
              <Checkbox.HiddenInput aria-label={`Elegir a ${c.nombre}`} />
              <Checkbox.Control />
            </Checkbox.Root>
          )}
          <Box minW="0" flex="1">
            <Text fontWeight="semibold" lineClamp={1}>
              {c.nombre}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {c.email}
            </Text>
          </Box>
          <EstadoCandidatoBadge estado={c.estado} />
        </Flex>
        <Stack gap="1" fontSize="sm">
          {c.posicion && <Text lineClamp={1}>{c.posicion}</Text>}
          {experiencia && <Text color="fg.muted">{experiencia}</Text>}
          {c.telefono && (
            <Text color="fg.muted">
              <Telefono telefono={c.telefono} empresaId={c.empresaId} />
            </Text>
          )}
          {/* The candidate asked for their erasure (D160): nothing new is done with them until it is due. */}
          {c.borradoPendienteHasta && (
            <Text color="fg.error" fontWeight="medium" data-testid="borrado-pendiente">
              {fmt(msgBorrado.tarjeta, { fecha: formatFecha(c.borradoPendienteHasta) ?? c.borradoPendienteHasta })}
            </Text>
          )}
        </Stack>
        {habilidades.length > 0 && (
          <Wrap gap="1.5">
            {habilidades.slice(0, 6).map((h) => (
              <Tag.Root key={h} size="sm" variant="subtle">
                <Tag.Label>{h}</Tag.Label>
              </Tag.Root>
            ))}
            {habilidades.length > 6 && (
              <Text fontSize="xs" color="fg.muted">
                +{habilidades.length - 6}
              </Text>
            )}
          </Wrap>
        )}
        <Flex justify="space-between" align="center" gap="2" pt="1">
          <SelectorEstado
            size="sm"
            maxW="44"
            estado={c.estado}
            etiqueta={`Estado de ${c.nombre}`}
            deshabilitado={cambiandoEstado}
            onCambiar={onCambiarEstado}
          />
          <HStack gap="1">
            <BotonIcono size="sm" variant="ghost" aria-label={`Ver el perfil de ${c.nombre}`} onClick={onVerPerfil}>
              <UserIcon />
            </BotonIcono>
            {onProgramar && !c.borradoPendienteHasta && (
              <BotonIcono size="sm" variant="ghost" aria-label={`Programar entrevista a ${c.nombre}`} onClick={onProgramar}>
                <CalendarIcon />
              </BotonIcono>
            )}
            <BotonesEditarEliminar
              editar={`Editar a ${c.nombre}`}
              eliminar={`Eliminar a ${c.nombre}`}
              onEditar={onEditar}
              onEliminar={onEliminar}
            />
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
