import { formatShopDate, shopToday } from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  ErrorState,
  errorText,
  FieldError,
  FormError,
  Skeleton,
  useLanguage,
} from '@beauty/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanding } from '../../api/queries';
import { useAuth } from '../../auth/AuthProvider';
import { href } from '../../routes/paths';
import { useAcceptAgentTerms, useAgentApplication, useApplyAsAgent } from './api';
import { applicationStage } from './application-stage';
import { useAgentKeys } from './keys';

/**
 * A member's way into the partner programme (spec sections 3 and 4), wherever they meet it (the profile, the
 * partner terms page, an agent page): apply; accept the partner terms while tnc_status is Pending; wait for
 * the shop's review; or, rejected, the reason and the day they may apply again. An agent sees the way to
 * their dashboard instead. `termsOnPage`: the partner terms are already on the page (the terms page), so the
 * acceptance step does not show them a second time.
 */
export function AgentApplicationView({ termsOnPage = false }: { termsOnPage?: boolean }) {
  const { t } = useTranslation();
  const { user, isAgent } = useAuth();
  const application = useAgentApplication();
  const queryClient = useQueryClient();
  const keys = useAgentKeys();
  const stage = application.data ? applicationStage(application.data.application, shopToday()) : null;

  // Approved since the profile was read: the profile is read again, and the member becomes an agent here.
  const approved = stage?.stage === 'approved' && !isAgent;
  useEffect(() => {
    if (approved) void queryClient.invalidateQueries({ queryKey: keys.profile() });
  }, [approved, queryClient, keys]);

  if (!user) return null;
  if (isAgent) {
    return (
      <Frame title={t('agent.apply.agent_title')}>
        <p className="text-muted">{t('agent.apply.agent_text', { rank: user.rank_display ?? '' })}</p>
        <Link to={href('agent-dashboard')} className={buttonClass('primary', 'md', 'self-start')}>
          {t('agent.apply.to_dashboard')}
        </Link>
      </Frame>
    );
  }
  if (application.isPending) {
    return (
      <Frame title={t('agent.apply.title')}>
        <div role="status" aria-label={t('a11y.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-11 w-40" />
        </div>
      </Frame>
    );
  }
  if (!stage) {
    return (
      <Frame title={t('agent.apply.title')}>
        <ErrorState error={application.error} onRetry={() => void application.refetch()} />
      </Frame>
    );
  }
  switch (stage.stage) {
    case 'none':
      return <ApplyStep />;
    case 'terms':
      return <TermsStep termsOnPage={termsOnPage} />;
    case 'review':
      return <ReviewStep appliedAt={stage.appliedAt} />;
    case 'rejected':
      return <RejectedStep reason={stage.reason} againOn={stage.againOn} />;
    case 'approved':
      return (
        <Frame title={t('agent.apply.approved_title')}>
          <p className="text-success">{t('agent.apply.approved_text')}</p>
        </Frame>
      );
  }
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid="partner-application"
      className="flex flex-col gap-3 rounded-card border border-gold bg-gold-soft/40 p-5"
    >
      <h2 id={id} className="text-lg font-semibold text-gold-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ApplyStep() {
  const { t } = useTranslation();
  const apply = useApplyAsAgent();
  return (
    <Frame title={t('agent.apply.title')}>
      <p>{t('agent.apply.text')}</p>
      <ul className="list-disc pl-5 text-sm text-muted">
        <li>{t('agent.apply.benefit_prices')}</li>
        <li>{t('agent.apply.benefit_cashback')}</li>
        <li>{t('agent.apply.benefit_withdraw')}</li>
      </ul>
      <FormError message={apply.isError ? errorText(t, apply.error) : null} />
      <button
        type="button"
        className={buttonClass('primary', 'md', 'self-start')}
        disabled={apply.isPending}
        aria-busy={apply.isPending}
        onClick={() => apply.mutate()}
      >
        <BusyLabel busy={apply.isPending}>{t('agent.apply.submit')}</BusyLabel>
      </button>
    </Frame>
  );
}

/** tnc_status Pending: the partner terms, the box to tick, and Accept (a reminder if it is not ticked). */
function TermsStep({ termsOnPage }: { termsOnPage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const accept = useAcceptAgentTerms();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const errorId = `${id}-error`;
  return (
    <Frame title={t('agent.apply.terms_title')}>
      <p>{t('agent.apply.terms_text')}</p>
      {termsOnPage ? null : <TermsText />}
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!agreed) {
            setProblem(t('partner_terms_required', { ns: 'messages' }));
            return;
          }
          setProblem(undefined);
          accept.mutate();
        }}
      >
        <label className="flex min-h-target items-center gap-3">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-accent"
            checked={agreed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setProblem(undefined);
            }}
          />
          <span>
            {t('agent.apply.agree_before')}
            <Link to={href('agent-terms-of-service')} className="text-accent underline underline-offset-4">
              {t('legal.agent_terms_of_service')}
            </Link>
          </span>
        </label>
        <FieldError id={errorId} message={problem} alert />
        <FormError message={accept.isError ? errorText(t, accept.error) : null} />
        <button
          type="submit"
          className={buttonClass('primary', 'md', 'self-start')}
          disabled={accept.isPending}
          aria-busy={accept.isPending}
        >
          <BusyLabel busy={accept.isPending}>{t('agent.apply.accept')}</BusyLabel>
        </button>
      </form>
    </Frame>
  );
}

/** The partner terms from the landing data, in a box of their own that scrolls (and takes focus to scroll). */
function TermsText() {
  const { t } = useTranslation();
  const landing = useLanding();
  const source = landing.data?.agenttermsandconditions;
  // Cleaned by the server's allow-list when stored and when served (apps/api/src/http/rich-text.ts).
  const html = source ?? '';
  if (landing.isPending) return <Skeleton className="h-40" />;
  if (!html.trim()) return null;
  return (
    <section
      aria-label={t('legal.agent_terms_of_service')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
      tabIndex={0}
      className="legal-content max-h-64 overflow-y-auto rounded-card border border-line bg-white p-4 text-sm"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's document, sanitised above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function ReviewStep({ appliedAt }: { appliedAt: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Frame title={t('agent.apply.review_title')}>
      <p>{t('agent.apply.review_text', { date: formatShopDate(appliedAt, language) })}</p>
    </Frame>
  );
}

function RejectedStep({ reason, againOn }: { reason: string | null; againOn: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Frame title={t('agent.apply.rejected_title')}>
      {reason ? (
        <p>
          <span className="font-medium">{t('agent.apply.rejected_reason')}</span> {reason}
        </p>
      ) : null}
      {againOn ? (
        <p className="text-muted">{t('agent.apply.again_on', { date: formatShopDate(againOn, language) })}</p>
      ) : null}
    </Frame>
  );
}
