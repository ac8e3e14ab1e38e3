// The contract validator lives with the local stack, whose WhatsApp emulator checks every request with
// it too (infra/local/whatsapp/emulador.ts; product code never imports test code, D137): one validator.
export * from '../../infra/local/contratos/validar-peticion.js';
