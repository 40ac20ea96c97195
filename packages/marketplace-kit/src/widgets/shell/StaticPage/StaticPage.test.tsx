import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { errorTexts } from '#texts.ts';
import { renderShell, SHELL_TEST_API } from '../AppShell/shellTesting.tsx';
import { StaticPage } from './StaticPage.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('StaticPage', () => {
  it('renders the page content of metaContents under its title, without axe violations', async () => {
    const { container } = renderShell(server, <StaticPage page="termscondition" />, {
      arrange: (api) =>
        (api.db.metaContents = [
          { page_name: 'termscondition', content_description: '<h2>1. Use</h2><p>Be kind.</p>' },
        ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Use' })).toBeInTheDocument();
    expect(screen.getByText('Be kind.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sanitises the HTML: scripts, event handlers and javascript: links are dropped', async () => {
    const { container } = renderShell(server, <StaticPage page="policy" />, {
      arrange: (api) =>
        (api.db.metaContents = [
          {
            page_name: 'policy',
            content_description:
              '<p>Policy</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2" alt=""><a href="javascript:alert(1)">link</a>',
          },
        ]),
    });
    expect(await screen.findByText('Policy')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('link').getAttribute('href')).toBeNull();
  });

  it('shows the empty text when the page has no content or the load fails', async () => {
    renderShell(server, <StaticPage page="about" />, {
      overrides: () => [
        http.get(`${SHELL_TEST_API}/metaContents.php`, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText(errorTexts.notFound)).toBeInTheDocument();
  });
});
