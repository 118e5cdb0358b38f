import { Link } from 'react-router-dom';
import './error-screen.css';

/** The root error screen (spec §2, §8): 'An Error Occured!' with the error's message. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <section className="error-screen card" aria-labelledby="error-title">
      <h1 id="error-title">An Error Occured!</h1>
      <p className="error-screen__message">{message}</p>
      <div className="row error-screen__actions">
        <Link className="button button--primary" to="/">
          Go Home
        </Link>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </section>
  );
}
