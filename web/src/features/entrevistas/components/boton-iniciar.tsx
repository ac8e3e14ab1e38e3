// 'Iniciar' (part 2 §2, §4: only on programada interviews) opens two ways to run the interview
// without the candidate's own device: the assisted session (the candidate's page, for an
// interviewer who types the answers — a phone interview) and the spec's simulation (a demo that
// completes with generated answers, marked as simulated). The page does the calls.
import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { PlayIcon } from '../../../components/icons';

interface BotonIniciarProps {
  candidato: string;
  size?: 'xs' | 'sm' | 'md';
  iniciando?: boolean;
  onAsistida: () => void;
  onSimular: () => void;
}

export function BotonIniciar({ candidato, size = 'sm', iniciando, onAsistida, onSimular }: BotonIniciarProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button size={size} variant="outline" colorPalette="brand" aria-label={`Iniciar la entrevista de ${candidato}`} loading={iniciando}>
          <PlayIcon />
          Iniciar
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxW="80">
            <Menu.Item value="asistida" onClick={onAsistida} py="2">
              <Stack gap="0.5">
                <Text fontWeight="medium">Entrevista asistida</Text>
                <Text fontSize="xs" color="fg.muted">
                  Abre la entrevista del candidato para que tú escribas sus respuestas (por ejemplo, por teléfono).
                </Text>
              </Stack>
            </Menu.Item>
            <Menu.Item value="simular" onClick={onSimular} py="2">
              <Stack gap="0.5">
                <Text fontWeight="medium">Simular (demostración)</Text>
                <Text fontSize="xs" color="fg.muted">
                  Completa la entrevista con respuestas de demostración; queda marcada como simulada.
                </Text>
              </Stack>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
