// Administrador (create only): the company's first administrator, created with the company in one
// step; the server mails the credentials. The switch is on by default; turned off, the tab warns that
// nobody can enter the company until an administrator is created in Usuarios. The password can be typed or generated (12 characters,
// part 1 §5) and copied. Errors show one at a time in the order of part 1 §5.
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Alert, Box, Button, Clipboard, HStack, IconButton, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { empresas as msgEmpresas } from '@shared/messages';
import { FormField } from '../../../components/form-field';
import { KeyIcon } from '../../../components/icons';
import { PasswordInput } from '../../../components/password-input';
import { generarPassword } from '../../../lib/generar-password';
import type { ValoresEmpresa } from '../empresa-form';
import { reglasPassword } from '@shared/password-politica';
import { AvisoError } from '../../../components/aviso-error';

export function TabAdministrador() {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<ValoresEmpresa>();
  const [verPassword, setVerPassword] = useState(false);
  const crear = watch('crearAdmin');
  const password = watch('adminData.password') ?? '';
  const e = errors.adminData;
  const mensaje = e?.nombre?.message ?? e?.email?.message ?? e?.password?.message ?? e?.confirmPassword?.message ?? e?.telefono?.message;

  const generar = () => {
    const nueva = generarPassword();
    const opciones = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('adminData.password', nueva, opciones);
    setValue('adminData.confirmPassword', nueva, opciones);
    setVerPassword(true);
  };

  const tipo = verPassword ? 'text' : 'password';

  return (
    <Stack gap="5">
      <Controller
        control={control}
        name="crearAdmin"
        render={({ field }) => (
          <Switch.Root
            colorPalette="brand"
            checked={!!field.value}
            onCheckedChange={(d) => field.onChange(d.checked)}
            display="flex"
            gap="4"
            p="4"
            borderWidth="1px"
            rounded="lg"
            bg={field.value ? 'brand.subtle' : undefined}
            borderColor={field.value ? 'brand.muted' : undefined}
          >
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control />
            <Box>
              <Switch.Label fontWeight="medium">Crear administrador de la empresa</Switch.Label>
              <Text fontSize="sm" color="fg.muted">
                Se crea un usuario con rol Administrador junto con la empresa y recibe sus credenciales por email.
              </Text>
            </Box>
          </Switch.Root>
        )}
      />

      {!crear && (
        <Alert.Root status="warning" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{msgEmpresas.sinAdministrador}</Alert.Title>
        </Alert.Root>
      )}

      {crear && (
        <Stack gap="4">
          <AvisoError mensaje={mensaje} role="alert" />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Nombre del administrador" required invalid={!!e?.nombre}>
              <Input autoComplete="off" placeholder="Laura Martín" {...register('adminData.nombre')} />
            </FormField>
            <FormField label="Email del administrador" required invalid={!!e?.email}>
              <Input type="email" autoComplete="off" placeholder="laura@empresa.es" {...register('adminData.email')} />
            </FormField>
            <FormField label="Teléfono del administrador" invalid={!!e?.telefono}>
              <Input type="tel" autoComplete="off" {...register('adminData.telefono')} />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Contraseña" required invalid={!!e?.password} helperText={reglasPassword(false)}>
              <HStack gap="2" width="full">
                <Clipboard.Root value={password} flex="1">
                  <PasswordInput
                    visible={verPassword}
                    onVisibleChange={setVerPassword}
                    monoWhenVisible
                    endActions={
                      <Clipboard.Trigger asChild>
                        <IconButton type="button" variant="ghost" size="xs" aria-label="Copiar contraseña" disabled={!password}>
                          <Clipboard.Indicator />
                        </IconButton>
                      </Clipboard.Trigger>
                    }
                    autoComplete="new-password"
                    pe="16"
                    {...register('adminData.password')}
                  />
                </Clipboard.Root>
                <Button type="button" variant="outline" onClick={generar} flexShrink="0">
                  <KeyIcon />
                  Generar
                </Button>
              </HStack>
            </FormField>
            <FormField label="Confirmar contraseña" required invalid={!!e?.confirmPassword}>
              <Input
                type={tipo}
                autoComplete="new-password"
                fontFamily={verPassword ? 'mono' : undefined}
                {...register('adminData.confirmPassword')}
              />
            </FormField>
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            La contraseña se envía por email al administrador; cópiala ahora si también quieres dársela en persona.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
