// The list of common and breached passwords (D117, NIST SP 800-63B §3.1.1.2) registered for the one
// password policy (shared/password-politica.ts). Imported, for this effect, by the handlers of the
// routes that take a new password — and only by them: the list is 89 KB of every bundle that carries
// it, and a function loads all of it on a cold start. test/infra/route-table.test.ts checks on the
// bundles that every function whose code checks a password carries the list, and no other does.
import { registrarPasswordsComunes } from '../../../shared/password-politica.js';
import { PASSWORDS_COMUNES } from '../../../shared/passwords-comunes.js';

registrarPasswordsComunes(PASSWORDS_COMUNES);
