/** What other areas use of sign-in: password hashing and rules, default initials. */

export { newPasswordProblem } from './password-rules.js';
export { hashPassword } from './passwords.js';
export { initialsOf } from './service.js';
