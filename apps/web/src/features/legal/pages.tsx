import type { Landing } from '@beauty/shared';
import { ErrorState, Skeleton } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanding } from '../../api/queries';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { AgentApplicationView } from '../agent';

type Document = 'membertermsandconditions' | 'agenttermsandconditions' | 'personaldatapolicy';
type TitleKey = 'legal.terms_of_service' | 'legal.agent_terms_of_service' | 'legal.privacy_policy';

/** A legal document from the landing data, rendered after sanitising (plain layout). */
function LegalDocument({
  field,
  titleKey,
  after,
}: {
  field: Document;
  titleKey: TitleKey;
  /** What follows the document once it is shown (the partner terms: the way to apply and accept them). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const landing = useLanding();
  const title = t(titleKey);
  useDocumentTitle(title);
  const source: Landing[Document] | undefined = landing.data?.[field];
  // Cleaned by the server's allow-list when stored and when served (apps/api/src/http/rich-text.ts).
  const html = source ?? '';

  return (
    <PageFrame as="article" width="narrow" title={title}>
      {landing.isPending ? (
        <div className="space-y-3" role="status">
          <span className="sr-only">{t('a11y.loading')}</span>
          {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines.
            <Skeleton key={i} className={`h-4 ${width}`} />
          ))}
        </div>
      ) : !landing.data ? (
        <ErrorState error={landing.error} onRetry={() => void landing.refetch()} />
      ) : html.trim() ? (
        <>
          <div
            className="legal-content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's document, sanitised above.
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {after ? <div className="mt-8">{after}</div> : null}
        </>
      ) : (
        <p className="text-muted">{t('legal.unavailable')}</p>
      )}
    </PageFrame>
  );
}

export function TermsOfService() {
  return <LegalDocument field="membertermsandconditions" titleKey="legal.terms_of_service" />;
}

export function AgentTermsOfService() {
  // A signed-in member applies and accepts the terms here, under the terms they have just read.
  return (
    <LegalDocument
      field="agenttermsandconditions"
      titleKey="legal.agent_terms_of_service"
      after={<AgentApplicationView termsOnPage />}
    />
  );
}

export function PrivacyPolicy() {
  return <LegalDocument field="personaldatapolicy" titleKey="legal.privacy_policy" />;
}
