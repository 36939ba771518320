import type { ReactNode } from 'react';
import { ButtonLink } from './Button';
import { PageTitle } from './PageTitle';
import './MessagePage.css';

/** A page that only says something and offers the way home (not found, coming soon, failures). */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="message-page">
      <PageTitle page={title} />
      <h1 className="message-page__title">{title}</h1>
      <p className="message-page__text">{children}</p>
      <ButtonLink to="/" variant="primary">
        Go to the home feed
      </ButtonLink>
    </section>
  );
}
