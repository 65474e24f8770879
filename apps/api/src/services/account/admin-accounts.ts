import { emailSchema, nameSchema, newPasswordSchema } from '@club/contract';
import { findUserByEmail, insertUser, updateUser, type Database } from '@club/db';
import { DomainError } from '@club/domain';
import { z } from 'zod';
import { hashPassword } from './passwords';

/** The admin command's input: the same password policy as registration (DECISIONS.md, Passwords). */
const ZAdminInput = z.object({
  email: emailSchema('Please enter a valid email address'),
  password: newPasswordSchema('register').optional(),
  firstName: nameSchema(/*i18n*/ 'First name is required').default('Club'),
  lastName: nameSchema(/*i18n*/ 'Last name is required').default('Admin'),
});

/** Creates an admin (password required) or promotes an existing account to admin. */
export async function createOrPromoteAdmin(
  db: Database,
  raw: z.input<typeof ZAdminInput>,
): Promise<{ created: boolean; email: string }> {
  const parsed = ZAdminInput.safeParse(raw);
  if (!parsed.success)
    throw new DomainError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid input');
  const input = parsed.data;
  const existing = await findUserByEmail(db, input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  if (existing) {
    await updateUser(db, existing.id, { role: 'admin', ...(passwordHash ? { passwordHash } : {}) });
    return { created: false, email: existing.email };
  }
  if (!passwordHash)
    throw new DomainError(
      'VALIDATION',
      'A new admin needs --password (at least 8 characters, not a common one).',
    );
  await insertUser(db, {
    username: input.email,
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'admin',
  });
  return { created: true, email: input.email };
}
