import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/PageTitle';
import '../auth/AuthForm.css';

/** What a password page says once it is done, or when its link no longer works: a title, the text, what to do next. */
export function PasswordNotice({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className="auth">
      <PageTitle page={title} />
      <h1 className="auth__title">{title}</h1>
      <p role="status">{children}</p>
      {action}
    </section>
  );
}
