import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, loginResponse } from '../../../contracts/auth';
import { request } from '../../platform/http';

export const login = (body: LoginRequest) =>
  request({ method: 'POST', path: '/login', json: body, answer: loginResponse });

/** The login form shows its own errors (wrong password, too many tries) next to the fields. */
export const useLogin = () =>
  useMutation({ mutationKey: ['login'], mutationFn: login, meta: { handlesOwnErrors: true } });
