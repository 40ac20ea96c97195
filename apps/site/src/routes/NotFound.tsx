import { Link } from 'react-router';

/** 404 page (public-site.md section 2): 'Oops. Nothing here...' with 'Go Back Home'. */
export function NotFound() {
  return (
    <main>
      <h1>Oops. Nothing here...</h1>
      <Link to="/">Go Back Home</Link>
    </main>
  );
}
