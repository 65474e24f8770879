import { PRIMITIVE_MESSAGES, ZRegisterForm } from '@club/contract';
import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { loadContractCatalog, sayContractErrors } from './contractMessages';
import { i18nFor } from './i18n';

const REGISTRATION = {
  firstName: '',
  lastName: 'x'.repeat(61),
  email: 'nope',
  phone: '',
  password: 'short',
  confirmPassword: 'other',
};
const errors = () => schemaResolver(ZRegisterForm, { sync: true })(REGISTRATION);

describe('the contract’s messages in the screens’ language', () => {
  it('leaves the English as the contract wrote it', () => {
    expect(sayContractErrors(i18nFor('en'), errors())).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Please use at most 60 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });

  it('says them in Spanish from the contract’s catalog, a length limit with its number', async () => {
    const es = i18nFor('es');
    await loadContractCatalog(es);
    expect(sayContractErrors(es, errors())).toMatchObject({
      firstName: 'El nombre es obligatorio',
      lastName: 'Use como máximo 60 caracteres',
      email: 'Por favor, escriba un correo electrónico válido',
      password: 'La contraseña debe tener al menos 8 caracteres',
    });
    for (const max of [30, 2000]) {
      expect(sayContractErrors(es, { note: PRIMITIVE_MESSAGES.tooLong(max) })).toEqual({
        note: `Use como máximo ${max} caracteres`,
      });
    }
  });
});
