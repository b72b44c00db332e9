import { Printer } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';
import { sanitizeHtml } from '../../utils/sanitize';
import { ReaderPage } from './ArticleReading.styles';
import type { ArticleAttachmentValue } from './types';

import { theme } from '../../foundations/tokens';
const PrintRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};

  .nd-print-actions {
    display: flex;
    justify-content: flex-end;
    max-width: 720px;
    width: 100%;
    margin: 0 auto;
  }
  footer {
    margin-top: ${theme.space[6]};
    padding-top: ${theme.space[3]};
    border-top: 1px solid ${theme.color.border.weak};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.secondary};
  }
  footer ul {
    margin: ${theme.space[1]} 0 0;
    padding-left: ${theme.space[4]};
  }

  @media print {
    .nd-print-actions {
      display: none;
    }
    article {
      border: 0;
      padding: 0;
      max-width: none;
    }
  }
`;

export interface ArticlePrintViewProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /**
   * The article printed: title, author, display time, cover, summary, body (sanitized HTML), source
   * and attachments.
   */
  article: {
    title: string;
    body: string;
    summary: string | null;
    cover_url: string | null;
    display_time: number;
    source_url: string | null;
    author: { nickname: string } | null;
    attachments: Pick<ArticleAttachmentValue, 'title' | 'file_url' | 'file_extension'>[];
  };
  /** Opens the browser's print dialog (save as PDF); the button is hidden on paper. */
  onPrint?: () => void;
}

/** /content/article/pdfpreview/{id}: the article as a printable page. */
export function ArticlePrintView({ article, onPrint, ...rest }: ArticlePrintViewProps) {
  const { t } = useTranslation();
  return (
    <PrintRoot {...rest}>
      {onPrint && (
        <div className="nd-print-actions">
          <Button icon={<Printer aria-hidden />} onClick={onPrint}>
            {t('ae-print')}
          </Button>
        </div>
      )}
      <ReaderPage>
        <header>
          <h1>{article.title}</h1>
          <p>
            {[
              article.author ? t('ae-by', { name: article.author.nickname }) : null,
              formatChinaTime(article.display_time),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {article.cover_url && <img src={article.cover_url} alt={t('ae-cover-alt')} />}
        </header>
        {article.summary && <p className="nd-summary">{article.summary}</p>}
        <div
          className="nd-body"
          // Stored HTML reaches the page only through the one sanitizer.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.body) }}
        />
        {(article.source_url || article.attachments.length > 0) && (
          <footer>
            {article.source_url && <p>{t('ae-print-source', { url: article.source_url })}</p>}
            {article.attachments.length > 0 && (
              <>
                <p>{t('ae-attachments')}</p>
                <ul>
                  {article.attachments.map((a) => (
                    <li key={a.file_url}>
                      <a href={a.file_url}>{`${a.title}.${a.file_extension}`}</a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </footer>
        )}
      </ReaderPage>
    </PrintRoot>
  );
}
