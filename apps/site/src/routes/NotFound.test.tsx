import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';

describe('404 page', () => {
  it("shows 'Oops. Nothing here...' for an unknown path and 'Go Back Home' leads to /", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Oops. Nothing here...' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Back Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
