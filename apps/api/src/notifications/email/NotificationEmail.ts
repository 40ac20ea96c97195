import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type ReactElement } from 'react';
import { emailTheme as t } from './theme.ts';

// The e-mail of a notification, as React Email components. Written with createElement rather than JSX: the API runs
// its TypeScript through Node's type stripping, which does not compile JSX.

export type NotificationEmailProps = {
  /** The recipient's name ('Hello {name},'). */
  name: string;
  /** The notification's title: the subject and the heading. */
  title: string;
  /** What happened, in the notification's words. */
  body: string;
  /** The page in question (absolute URL) and the button's label. */
  url: string;
  action: string;
  /** For kinds people may switch off: the one-click unsubscribe page and the preferences page. */
  unsubscribe?: { url: string; kind: string; preferencesUrl: string };
  /** A list under the words, each a link (the tickets of a saved-search alert or digest). */
  items?: { label: string; detail: string; url: string }[];
};

const text = {
  color: t.color.text,
  fontSize: t.font.size.medium,
  lineHeight: t.font.lineHeight.normal,
  margin: `0 0 ${t.space.large}`,
};
const muted = {
  ...text,
  color: t.color.textMuted,
  fontSize: t.font.size.small,
  margin: `0 0 ${t.space.small}`,
};

export function NotificationEmail({
  name,
  title,
  body,
  url,
  action,
  unsubscribe,
  items,
}: NotificationEmailProps): ReactElement {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, body),
    h(
      Body,
      {
        style: {
          backgroundColor: t.color.background,
          fontFamily: t.font.family,
          margin: 0,
          padding: `${t.space.xlarge} 0`,
        },
      },
      h(
        Container,
        {
          style: {
            backgroundColor: t.color.surface,
            border: `1px solid ${t.color.border}`,
            borderRadius: t.radius.medium,
            maxWidth: '560px',
            padding: t.space.xxlarge,
          },
        },
        h(Text, { style: { ...muted, fontWeight: t.font.weight.bold, color: t.color.accent } }, 'Momento'),
        h(
          Heading,
          {
            as: 'h1',
            style: { color: t.color.text, fontSize: t.font.size.xlarge, margin: `0 0 ${t.space.large}` },
          },
          title,
        ),
        h(Text, { style: text }, `Hello ${name},`),
        h(Text, { style: text }, body),
        items?.length
          ? h(
              Section,
              null,
              items.map((item, index) =>
                h(
                  Text,
                  { key: String(index), style: { ...text, margin: `0 0 ${t.space.small}` } },
                  h(Link, { href: item.url, style: { color: t.color.link } }, item.label),
                  ` ${item.detail}`,
                ),
              ),
            )
          : null,
        h(
          Section,
          { style: { margin: `${t.space.xlarge} 0` } },
          h(
            Button,
            {
              href: url,
              style: {
                backgroundColor: t.color.accent,
                borderRadius: t.radius.medium,
                color: t.color.textOnAccent,
                fontSize: t.font.size.medium,
                fontWeight: t.font.weight.bold,
                padding: `${t.space.medium} ${t.space.xlarge}`,
                textDecoration: 'none',
              },
            },
            action,
          ),
        ),
        h(
          Text,
          { style: muted },
          'Or open this link: ',
          h(Link, { href: url, style: { color: t.color.link } }, url),
        ),
        unsubscribe
          ? [
              h(Hr, {
                key: 'rule',
                style: { borderColor: t.color.border, margin: `${t.space.xlarge} 0 ${t.space.large}` },
              }),
              h(
                Text,
                { key: 'why', style: muted },
                `You receive this because e-mails about your ${unsubscribe.kind} are on. `,
                h(
                  Link,
                  { href: unsubscribe.url, style: { color: t.color.link } },
                  `Stop e-mails about ${unsubscribe.kind}`,
                ),
                ' or ',
                h(
                  Link,
                  { href: unsubscribe.preferencesUrl, style: { color: t.color.link } },
                  'choose what we e-mail you',
                ),
                '.',
              ),
            ]
          : null,
      ),
    ),
  );
}

/** The HTML and the plain-text parts of a notification e-mail, both from the component. */
export async function renderNotificationEmail(
  props: NotificationEmailProps,
): Promise<{ html: string; text: string }> {
  const element = NotificationEmail(props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
