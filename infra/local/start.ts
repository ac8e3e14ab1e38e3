// `npm start`: the whole product on loopback with the default ports (each an env var), data
// under .local/ (kept across restarts), and the URLs and the superadmin login printed. Ctrl-C
// stops everything. The web is its production build, served as CloudFront serves it, built on start
// when its sources changed since the last build (D121); `npm run dev` (`--dev`) serves it through
// Vite's dev server instead, with hot reload, for working on web/.
import { defaultOptions, startLocalStack } from './stack.js';

const dev = process.argv.includes('--dev');
const opts = { ...defaultOptions(), ...(dev ? { webModo: 'desarrollo' as const } : {}) };
const t0 = Date.now();
console.log('Talentia: arrancando el entorno local…');

const stack = await startLocalStack({ ...opts, log: (line) => console.log(`  ${line.trimEnd()}`) }).catch((err: Error) => {
  console.error(`\nNo se pudo arrancar el entorno local: ${err.message}`);
  console.error(
    '¿Hay otro proceso usando los puertos? Cambia API_PORT, WEB_PORT, DYNAMODB_PORT, S3_PORT, COGNITO_PORT, SES_PORT, OIDC_PORT o WHATSAPP_PORT.',
  );
  process.exit(1);
});

console.log(`
Talentia está en marcha (${((Date.now() - t0) / 1000).toFixed(1)} s)

  Web            ${stack.webUrl ?? '(desactivada: WEB=false)'}${
    !stack.webUrl
      ? ''
      : dev
        ? '   (servidor de desarrollo de Vite, recarga en caliente)'
        : '   (versión de producción; npm run dev para recarga en caliente)'
  }
  API            ${stack.apiUrl}/api   (salud: ${stack.apiUrl}/api/test)
  OpenAPI        ${stack.apiUrl}/api/openapi.json
  Correo enviado ${stack.mailUrl}   (lista JSON: ${stack.mailUrl}/store)
  WhatsApp       ${stack.whatsapp.url}   (emulador de la Cloud API; lista JSON: ${stack.whatsapp.url}/store)
                 para conectar en Configuración › WhatsApp: Phone number ID ${stack.whatsapp.numero.phoneNumberId},
                 WhatsApp Business Account ID ${stack.whatsapp.numero.wabaId}, cualquier token y la clave secreta
                 ${stack.whatsapp.appSecret} (con ella firma los webhooks; la URL de devolución y el token
                 de verificación de Configuración se escriben en su página)
  Emisor OIDC    ${stack.oidcIssuer}
  DynamoDB       ${stack.endpoints.dynamo}   S3 ${stack.endpoints.s3}   Cognito ${stack.endpoints.cognito}

  Superadmin     ${opts.superadmin.email} / ${opts.superadmin.password}
  Segundo factor ${
    opts.superadmin.totpSecret
      ? `clave TOTP ${opts.superadmin.totpSecret} (SUPERADMIN_TOTP_SECRET): añádela a tu aplicación de autenticación`
      : 'se configura en el primer inicio de sesión (código QR y códigos de recuperación)'
  }
  Datos en       ${opts.dataDir}

Ctrl-C para parar.`);

// The emulator reads Meta's 1 MB document on its first request; read it now, while nobody waits.
void stack.whatsapp.precargar().catch((err: Error) => console.error(`Emulador de WhatsApp: ${err.message}`));

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nParando Talentia…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
