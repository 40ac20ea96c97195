import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { Link } from './Link.tsx';
import { LinkComponentProvider, type LinkComponentProps } from './LinkComponent.tsx';

describe('Link', () => {
  it('renders a plain anchor without a provider', async () => {
    const { container } = render(<Link href="/tickets">Tickets</Link>);
    const link = screen.getByRole('link', { name: 'Tickets' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/tickets');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders the injected router link, which receives href, children and handlers', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
      return (
        <a
          {...props}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    }
    const onClick = vi.fn();
    render(
      <LinkComponentProvider component={RouterLink}>
        <Link href="/account/orders" onClick={onClick}>
          My orders
        </Link>
      </LinkComponentProvider>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/account/orders');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('opens external links in a new tab, says so, and bypasses the router', async () => {
    const RouterLink = vi.fn(({ children, ...props }: LinkComponentProps) => <a {...props}>{children}</a>);
    const { container } = render(
      <LinkComponentProvider component={RouterLink}>
        <Link href="https://example.com" isExternal>
          Venue website
        </Link>
      </LinkComponentProvider>,
    );
    const link = screen.getByRole('link', { name: 'Venue website (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(RouterLink).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
