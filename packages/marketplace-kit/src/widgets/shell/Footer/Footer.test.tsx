import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { shellTexts as t } from '../AppShell/texts.ts';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('links About, Terms & Conditions and Privacy Policy to their pages, without axe violations', async () => {
    const { container } = render(<Footer />);
    const nav = screen.getByRole('navigation', { name: t.footerNavigation });
    expect(within(nav).getByRole('link', { name: t.about })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: t.termsAndConditions })).toHaveAttribute(
      'href',
      '/termscondition',
    );
    expect(within(nav).getByRole('link', { name: t.privacyPolicy })).toHaveAttribute('href', '/policy');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows named social links (empty targets) and the copyright notice dated 2022', () => {
    render(<Footer />);
    const social = screen.getByRole('list', { name: t.socialLinks });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Facebook', 'Twitter', 'Instagram', 'YouTube']);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2022');
  });
});
