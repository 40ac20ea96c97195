import { Link, LinkComponentProvider } from '@momento/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderLink, UiRouterLink } from './navigation.tsx';

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderLinks() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <LinkComponentProvider component={UiRouterLink}>
        <Link href="/tickets?q=moon">Browse tickets</Link>
        <Link href={`${window.location.origin}/collections`}>Collections</Link>
        <Link href="https://partner.example/shop">Partner shop</Link>
        {renderLink({ href: '/venue', children: 'Venues', className: 'kit-link' })}
      </LinkComponentProvider>
      <Location />
    </MemoryRouter>,
  );
}

describe('the site links', () => {
  it('navigate inside the site without a page load, as @momento/ui links and as the kit links', async () => {
    const user = userEvent.setup();
    renderLinks();
    const browse = screen.getByRole('link', { name: 'Browse tickets' });
    expect(browse).toHaveAttribute('href', '/tickets?q=moon');
    await user.click(browse);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/tickets?q=moon');

    const venues = screen.getByRole('link', { name: 'Venues' });
    expect(venues).toHaveClass('kit-link');
    await user.click(venues);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/venue');
  });

  it('take a full URL of the site through the router, and leave another origin to the browser', async () => {
    const user = userEvent.setup();
    renderLinks();
    const collections = screen.getByRole('link', { name: 'Collections' });
    expect(collections).toHaveAttribute('href', '/collections');
    await user.click(collections);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/collections');

    expect(screen.getByRole('link', { name: 'Partner shop' })).toHaveAttribute(
      'href',
      'https://partner.example/shop',
    );
  });

  it('leave a modified click (a new tab) to the browser', async () => {
    const user = userEvent.setup();
    renderLinks();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Browse tickets' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/home');
  });
});
