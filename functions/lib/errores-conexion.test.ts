// The failures of an SMTP or provider test, each as what to check (D129): never the raw error.
import { describe, expect, it } from 'vitest';
import { explicarErrorProveedor, explicarErrorSmtp } from './errores-conexion.js';

const servidor = { host: 'smtp.acme.es', port: 587 };

/** What each failure must say; the errors that say it (the name of the case, the error, the server if not `servidor`). */
const SMTP: Array<[string, Array<[string, Record<string, unknown>, { host: string; port: number }?]>]> = [
  [
    'no se encuentra el servidor SMTP «smtp.acme.es»: comprueba el nombre del servidor (por ejemplo, smtp.tudominio.com)',
    [
      ['host not found', { code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.acme.es' }],
      ['host not found (socket error)', { code: 'ESOCKET', message: 'getaddrinfo EAI_AGAIN smtp.acme.es' }],
    ],
  ],
  [
    'el servidor SMTP «smtp.acme.es» no acepta conexiones en el puerto 587: comprueba el puerto (587 con STARTTLS, 465 con SSL/TLS)',
    [['port closed', { code: 'ESOCKET', message: 'connect ECONNREFUSED 10.0.0.1:587' }]],
  ],
  [
    'el servidor SMTP «smtp.acme.es» no responde en el puerto 587: comprueba el servidor y el puerto, y que la red permita conectar con él',
    [['no answer', { code: 'ETIMEDOUT', message: 'Connection timeout' }]],
  ],
  [
    'no se pudo abrir la conexión segura: con el puerto 465 activa «Conexión segura (SSL/TLS)»; con el 587, déjala apagada',
    [
      ['TLS on a STARTTLS port', { code: 'ESOCKET', message: '80A8E1F5:error:0A00010B:SSL routines:ssl3_get_record:wrong version number' }],
      // Port 465 without TLS waits for a greeting that never comes: turn the switch on.
      ['no greeting on port 465', { code: 'ETIMEDOUT', message: 'Greeting never received' }, { host: 'smtp.acme.es', port: 465 }],
    ],
  ],
  [
    'el certificado del servidor no es válido para «smtp.acme.es»: escribe el nombre del servidor tal como figura en su certificado',
    [
      [
        'a certificate for another name',
        {
          code: 'ESOCKET',
          message: "Hostname/IP does not match certificate's altnames: Host: smtp.acme.es. is not in the cert's altnames",
        },
      ],
    ],
  ],
  [
    'el servidor no acepta el usuario o la contraseña: compruébalos (algunos proveedores piden una contraseña de aplicación)',
    [
      [
        'wrong user or password',
        { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN', message: 'Invalid login: 535 5.7.8 Authentication credentials invalid' },
      ],
    ],
  ],
  [
    'el servidor no acepta el remitente o el destinatario: usa como remitente una dirección que tu cuenta SMTP pueda usar',
    [
      [
        'a sender the account may not use',
        { code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM', message: '553 5.7.1 Sender address rejected' },
      ],
    ],
  ],
  [
    'el servidor respondió con un error (código 421): comprueba el servidor, el puerto, el usuario y la contraseña, y vuelve a probar',
    [['anything else', { code: 'EPROTOCOL', responseCode: 421, message: '421 Service not available' }]],
  ],
];

describe('explicarErrorSmtp', () => {
  it.each(SMTP.flatMap(([esperado, casos]) => casos.map(([nombre, err, s]) => [nombre, err, s ?? servidor, esperado] as const)))(
    '%s',
    (_, err, s, esperado) => {
      const texto = explicarErrorSmtp(err, s);
      expect(texto).toBe(esperado);
      expect(texto).not.toContain(err.message);
    },
  );

  it('something that is not an error object still reads as a sentence', () => {
    expect(explicarErrorSmtp('boom', servidor)).toMatch(/^el servidor respondió con un error: comprueba/);
  });
});

describe('explicarErrorProveedor', () => {
  it('names the provider as it writes itself and says what to do', () => {
    expect(explicarErrorProveedor('openai', { tipo: 'http', status: 401 })).toBe(
      'la clave no es válida, está revocada o no tiene permisos: copia una clave nueva de tu cuenta de OpenAI y guárdala',
    );
    expect(explicarErrorProveedor('did', { tipo: 'http', status: 402 })).toBe(
      'la cuenta ha superado su límite de uso o no tiene saldo: revisa el plan y la facturación en D-ID y vuelve a probar',
    );
    expect(explicarErrorProveedor('claude', { tipo: 'http', status: 429 })).toContain('límite de uso');
    expect(explicarErrorProveedor('gemini', { tipo: 'http', status: 404 })).toBe(
      'la dirección del servicio no existe: si la plataforma usa otra URL base para Gemini, compruébala',
    );
    expect(explicarErrorProveedor('deepgram', { tipo: 'http', status: 502 })).toBe(
      'Deepgram tiene un problema temporal (HTTP 502): vuelve a probar en unos minutos',
    );
    expect(explicarErrorProveedor('perplexity', { tipo: 'http', status: 400 })).toBe(
      'Perplexity rechazó la prueba (HTTP 400): comprueba la clave y vuelve a probar',
    );
    expect(explicarErrorProveedor('openai', { tipo: 'tiempo', segundos: 6 })).toBe(
      'OpenAI no respondió en 6 s: vuelve a probar en unos minutos',
    );
    expect(explicarErrorProveedor('openai', { tipo: 'red' })).toMatch(/^no se pudo conectar con OpenAI: comprueba/);
    for (const t of [explicarErrorProveedor('openai', { tipo: 'http', status: 401 })]) expect(t).not.toContain('OPENAI');
  });
});
