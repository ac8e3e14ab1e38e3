// A screen whose content arrives in a later version: its title and a short notice.
import { Box, Heading, Text } from '@chakra-ui/react';

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">Esta pantalla se completa en una próxima versión.</Text>
    </Box>
  );
}
