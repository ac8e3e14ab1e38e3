// The shell's navigation (spec part 1 §2.1, §2.4, §6): the items of the screen table
// (../pantallas.tsx) the user may see, in its order; items that need a company are disabled with a
// tooltip. Used by the sidebar (large screens) and the drawer (small screens).
import { NavLink } from 'react-router';
import { Badge, Box, Button, HStack, Separator, Stack, Text, Tooltip, Portal, VisuallyHidden } from '@chakra-ui/react';
import { APP_VERSION } from '@shared/constants';
import type { ItemNavegacion } from '../pantallas';

export const TOOLTIP_SIN_EMPRESA = 'Selecciona una empresa para acceder';

function ItemDeshabilitado({ item }: { item: ItemNavegacion }) {
  const Icon = item.icon;
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'right' }}>
      <Tooltip.Trigger asChild>
        {/* A disabled button gets no hover: the tooltip hangs on its wrapper. */}
        <Box as="span" display="block" tabIndex={0} aria-disabled="true" aria-label={`${item.label}: ${TOOLTIP_SIN_EMPRESA}`}>
          <Button
            variant="ghost"
            size="sm"
            justifyContent="flex-start"
            width="full"
            disabled
            color="fg.subtle"
            pointerEvents="none"
            tabIndex={-1}
          >
            <Icon boxSize="4" />
            {item.label}
          </Button>
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{TOOLTIP_SIN_EMPRESA}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export function NavegacionLista({ items, onNavegar }: { items: ItemNavegacion[]; onNavegar?: () => void }) {
  return (
    <Stack as="nav" aria-label="Navegación principal" gap="0.5">
      {items.map((item) => {
        if (item.deshabilitada) return <ItemDeshabilitado key={item.key} item={item} />;
        const Icon = item.icon;
        return (
          <Button
            key={item.key}
            asChild
            variant="ghost"
            size="sm"
            justifyContent="flex-start"
            color="fg.muted"
            fontWeight="medium"
            _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
          >
            <NavLink to={item.to} onClick={onNavegar}>
              <Icon boxSize="4" />
              {item.label}
            </NavLink>
          </Button>
        );
      })}
    </Stack>
  );
}

interface PieNavegacionProps {
  cifras: { candidatos: number; entrevistas: number } | null;
  /** The current company's plan as it reads (etiquetaPlan); null without a company. */
  plan: string | null;
}

/**
 * Version, the current company's plan and its candidates and interviews. The spec's badge said
 * 'Pro' whatever the plan: it names the company's plan instead (D115).
 */
export function PieNavegacion({ cifras, plan }: PieNavegacionProps) {
  return (
    <Stack gap="3" fontSize="xs" color="fg.muted">
      <Separator />
      {cifras && (
        <Stack gap="1" aria-label="Cifras de la empresa">
          <Text>
            <Text as="span" fontWeight="semibold" color="fg">
              {cifras.candidatos}
            </Text>{' '}
            {cifras.candidatos === 1 ? 'candidato' : 'candidatos'}
          </Text>
          <Text>
            <Text as="span" fontWeight="semibold" color="fg">
              {cifras.entrevistas}
            </Text>{' '}
            {cifras.entrevistas === 1 ? 'entrevista' : 'entrevistas'}
          </Text>
        </Stack>
      )}
      <HStack justify="space-between">
        <Text>v{APP_VERSION}</Text>
        {plan && (
          <Badge colorPalette="brand" variant="solid" size="sm">
            <VisuallyHidden>Plan </VisuallyHidden>
            {plan}
          </Badge>
        )}
      </HStack>
    </Stack>
  );
}
