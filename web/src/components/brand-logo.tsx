// The product's mark and name, used by the cards around the sign-in, the splash and the shell header.
import { Box, HStack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@shared/messages';
import { SparkIcon } from './icons';

export function BrandMark({ size = 12 }: { size?: number }) {
  return (
    <Box
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize={size}
      rounded="xl"
      bgGradient="to-br"
      gradientFrom="brand.500"
      gradientTo="brand.700"
      color="white"
      shadow="md"
      aria-hidden
    >
      <SparkIcon boxSize="60%" />
    </Box>
  );
}

export function BrandLogo() {
  return (
    <HStack gap="2.5">
      <BrandMark size={8} />
      <Text fontWeight="bold" fontSize="lg" letterSpacing="tight" color="brand.fg">
        {PRODUCT_NAME}
      </Text>
    </HStack>
  );
}
