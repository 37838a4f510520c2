import { useMutation } from '@tanstack/react-query';
import { authCalls, type LoginRequest } from '../../../contracts/auth';
import { call } from '../../platform/http';

export const login = (body: LoginRequest) => call(authCalls.login, { body });

/** The login form shows its own errors (wrong password, too many tries) next to the fields. */
export const useLogin = () =>
  useMutation({ mutationKey: ['login'], mutationFn: login, meta: { handlesOwnErrors: true } });
