import { type SessionUser } from '@campus/shared/contract';
import { type Db } from '../../db/client';
import { hashPassword } from './passwords';
import { upsertAdmin } from './repository';

export interface AdminAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * The configured admin (ADMIN_EMAIL / ADMIN_PASSWORD) exists with role admin and the configured
 * password after every start: created with ADMIN_NAME, or an existing account of that e-mail is
 * promoted and its password reset. Idempotent; an upsert, so concurrent starts are safe.
 */
export async function ensureAdminAccount(db: Db, admin: AdminAccount): Promise<SessionUser> {
  return upsertAdmin(db, {
    name: admin.name.trim() || 'Campus Admin',
    email: admin.email.trim().toLowerCase(),
    passwordHash: await hashPassword(admin.password),
  });
}
