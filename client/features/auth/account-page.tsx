import { useCurrentUser } from '../../platform/session';
import { ChangePasswordForm } from './change-password-form';
import { OwnSessions } from './own-sessions';
import './account.css';

/** Your own account (everyone): your password and your sessions. */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <div className="account-page">
      <h1>Your account</h1>
      <p className="muted">
        {user.name} · {user.email} · {user.role}
      </p>
      <ChangePasswordForm />
      <OwnSessions />
    </div>
  );
}
