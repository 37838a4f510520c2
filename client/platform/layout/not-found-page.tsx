import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="empty-page">
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to="/">Go to the events</Link>.
      </p>
    </section>
  );
}
