// One labelled value of a row shown as a card where a table's columns do not fit (the companies and
// users lists, D46): the label small and muted over the value, as a description list's dt/dd pair.
import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';

export function CampoTarjeta({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {etiqueta}
      </Text>
      <Text as="dd" fontSize="sm" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}
