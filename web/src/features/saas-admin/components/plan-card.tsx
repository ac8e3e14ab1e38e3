// A plan as a card of the Planes tab: name, price a period, description, limits and features, how
// many companies are on it; view, edit and delete icons (edit and delete only in Modo Admin). An
// inactive plan is dimmed (part 2 §2) and says so.
import { Fragment } from 'react';
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { ILIMITADO } from '@shared/constants';
import { formatearPrecio, otrosPrecios } from '@shared/moneda';
import { ETIQUETA_SOPORTE } from '@shared/schemas/saas';
import { EyeIcon } from '../../../components/icons';
import type { PlanFila } from '../api/saas';
import { BotonIcono } from '../../../components/boton-icono';
import { BotonesEditarEliminar } from '../../../components/botones-editar-eliminar';
import { cuenta } from '@shared/plural';

interface PlanCardProps {
  plan: PlanFila;
  admin: boolean;
  onVer: () => void;
  onEditar: () => void;
  onEliminar: () => void;
}

/** A plan's limit and its noun: «3 usuarios», «1 usuario», «usuarios ilimitados». */
const limite = (n: number, singular: string, plural: string) => (n === ILIMITADO ? `${plural} ilimitados` : cuenta(n, singular, plural));

export function PlanCard({ plan, admin, onVer, onEditar, onEliminar }: PlanCardProps) {
  return (
    <Card.Root variant="outline" opacity={plan.activo ? 1 : 0.55} data-testid={`plan-${plan.id}`} aria-label={`Plan ${plan.nombre}`}>
      <Card.Header pb="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="1" minW="0">
            <Card.Title>{plan.nombre}</Card.Title>
            <Text fontSize="2xl" fontWeight="bold">
              {formatearPrecio(plan.precio, 'EUR')}
              <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                {' '}
                / {plan.periodo === 'anual' ? 'año' : 'mes'}
              </Text>
            </Text>
            {/* Issue 67: the other currencies it is offered in, each with its own price (no exchange rates). */}
            <Text fontSize="xs" color="fg.muted" data-testid={`precios-${plan.id}`}>
              {otrosPrecios(plan).length
                ? otrosPrecios(plan).map((p, i) => (
                    // One currency never split across lines: «COP» and its amount stay together.
                    <Fragment key={p.moneda}>
                      {i > 0 && ' · '}
                      <Text as="span" whiteSpace="nowrap">{`${p.moneda} ${p.texto}`}</Text>
                    </Fragment>
                  ))
                : 'Solo en euros'}
            </Text>
          </Stack>
          <HStack gap="0">
            <BotonIcono aria-label={`Ver plan ${plan.nombre}`} variant="ghost" size="sm" onClick={onVer}>
              <EyeIcon />
            </BotonIcono>
            {admin && (
              <BotonesEditarEliminar
                editar={`Editar plan ${plan.nombre}`}
                eliminar={`Eliminar plan ${plan.nombre}`}
                onEditar={onEditar}
                onEliminar={onEliminar}
              />
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        <Text color="fg.muted" fontSize="sm">
          {plan.descripcion}
        </Text>
        <HStack wrap="wrap" gap="2">
          {!plan.activo && <Badge colorPalette="gray">Inactivo</Badge>}
          <Badge colorPalette="blue">{plan.empresas} empresa(s)</Badge>
          <Badge variant="outline">Soporte {ETIQUETA_SOPORTE[plan.limites.soporte]}</Badge>
        </HStack>
        <Text fontSize="sm">
          {limite(plan.limites.usuarios, 'usuario', 'usuarios')} · {limite(plan.limites.candidatos, 'candidato', 'candidatos')} ·{' '}
          {limite(plan.limites.entrevistas, 'entrevista', 'entrevistas')} · {plan.limites.almacenamiento}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
