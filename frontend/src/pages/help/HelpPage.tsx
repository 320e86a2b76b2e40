import { useMemo } from 'react';
import { Box, Container, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../components/AppHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { isUiLanguage } from '../../i18n/languages';
import { NotFoundPage } from '../NotFoundPage';
import { HELP_TOPICS } from './helpTopics';
import './help.css';
import type { HelpTopic } from './helpPath';

/** A help page's HTML: its Markdown in the interface language, cleaned like any HTML shown. */
function helpHtml(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false, gfm: true }), {
    USE_PROFILES: { html: true },
  });
}

/** `/help/:topic`: one of the app's help pages (`helpTopics.ts`), for visitors and signed-in users alike. */
export function HelpPage() {
  const { topic = '' } = useParams();
  const { t, i18n } = useTranslation();
  const pages = Object.hasOwn(HELP_TOPICS, topic) ? HELP_TOPICS[topic as HelpTopic] : null;
  const language = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const markdown = pages?.[language] ?? '';
  const html = useMemo(() => helpHtml(markdown), [markdown]);
  const heading = /^# (.+)$/m.exec(markdown)?.[1] ?? '';
  usePageTitle(t('helpPage.pageTitle', { title: heading }));
  if (!pages) return <NotFoundPage />;
  return (
    <Box mih="100vh">
      <AppHeader />
      <Container component="main" size="md" py="xl">
        <Typography className="mapa-help">
          {/* Our own Markdown from docs/, sanitised all the same. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      </Container>
    </Box>
  );
}
