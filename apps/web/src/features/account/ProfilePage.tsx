import {
  BIRTHDAY_MIN,
  changePasswordSchema,
  editProfileSchema,
  formatShopDate,
  normaliseLanguage,
  phoneText,
  shopToday,
  type UserProfile,
} from '@beauty/shared';
import {
  buttonClass,
  FormError,
  fieldText,
  GenderField,
  Panel,
  PasswordMarkers,
  Spinner,
  serverText,
  setLanguage,
  showToast,
  TextField,
  useLanguage,
} from '@beauty/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguages } from '../../api/queries';
import { useAuth } from '../../auth/AuthProvider';
import { PageFrame } from '../../layouts/PageFrame';
import { useZodForm } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { AgentApplicationView } from '../agent';
import { useChangePassword, useEditProfile } from './api';
import { PushSettings } from './PushSettings';

function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={buttonClass('primary', 'md')} disabled={pending} aria-busy={pending}>
      {pending ? <Spinner size={18} className="[&_svg]:text-white" /> : null}
      {children}
    </button>
  );
}

/**
 * /profile: the user's details with an edit form, the partner programme (apply, the terms, the review; an
 * agent's way to the dashboard), change password, language and push notifications.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(t('profile.title'));
  if (!user) return null;
  return (
    <PageFrame width="narrow" title={t('profile.title')}>
      <div className="flex flex-col gap-6">
        <DetailsSection user={user} />
        <AgentApplicationView />
        <PasswordSection />
        <SettingsSection user={user} />
        <div className="flex flex-wrap gap-3">
          <Link to={href('profile-address-book')} className={buttonClass('secondary', 'md')}>
            {t('profile.address_book')}
          </Link>
          <Link to={href('profile-devices')} className={buttonClass('secondary', 'md')}>
            {t('profile.devices')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}

function DetailsSection({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const gender = user.gender === 1 ? t('account.male') : user.gender === 2 ? t('account.female') : '—';
  const rows: [string, string][] = [
    [t('account.name'), user.name],
    [t('profile.full_name'), user.full_name],
    [t('account.email'), user.email],
    [t('account.mobile'), phoneText(user.phone_code, user.mobile)],
    [t('account.birthday'), formatShopDate(user.birthday, language) || '—'],
    [t('account.gender'), gender],
    [t('profile.referral_code'), user.referral_code],
  ];
  return (
    <Panel
      size="lg"
      title={t('profile.details')}
      action={
        editing ? null : (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </button>
        )
      }
    >
      {editing ? (
        <EditProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="break-words [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}

function EditProfileForm({ user, onDone }: { user: UserProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(editProfileSchema, {
    defaultValues: {
      name: user.name,
      full_name: user.full_name,
      email: user.email,
      birthday: user.birthday ?? undefined,
      gender: user.gender ? String(user.gender) : undefined,
    },
  });
  const { register, handleSubmit, formState } = form;
  const save = useEditProfile();
  const e = formState.errors;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: () => {
            showToast(t('profile.saved'), 'success');
            onDone();
          },
        }),
      )}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('account.name')}
        autoComplete="nickname"
        error={fieldText(t, e.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('profile.full_name')}
        autoComplete="name"
        error={fieldText(t, e.full_name?.message)}
        {...register('full_name')}
      />
      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        error={fieldText(t, e.email?.message ?? serverField(save.error, 'email'))}
        {...register('email')}
      />
      <TextField
        label={t('account.birthday')}
        type="date"
        min={BIRTHDAY_MIN}
        max={shopToday()}
        error={fieldText(t, e.birthday?.message)}
        {...register('birthday')}
      />
      <GenderField registration={register('gender')} error={fieldText(t, e.gender?.message)} />
      <FormError message={save.isError ? serverText(t, save.error) : null} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={save.isPending}>{t('profile.save')}</SubmitButton>
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}

function serverField(error: unknown, field: string): string | undefined {
  const errors = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  return errors?.[field]?.[0];
}

function PasswordSection() {
  const { t } = useTranslation();
  const form = useZodForm(changePasswordSchema, {
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { register, handleSubmit, formState, watch, reset } = form;
  const change = useChangePassword();
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        reset();
        showToast(t('profile.password_changed'), 'success');
      },
    }),
  );
  const e = formState.errors;
  return (
    <Panel size="lg" title={t('profile.change_password')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('profile.current_password')}
          type="password"
          autoComplete="current-password"
          error={fieldText(t, e.current_password?.message ?? serverField(change.error, 'current_password'))}
          {...register('current_password')}
        />
        <TextField
          label={t('account.new_password')}
          type="password"
          autoComplete="new-password"
          error={fieldText(t, e.password?.message)}
          hint={<PasswordMarkers password={String(watch('password') ?? '')} />}
          {...register('password')}
        />
        <TextField
          label={t('account.confirm_password')}
          type="password"
          autoComplete="new-password"
          error={fieldText(t, e.password_confirmation?.message)}
          {...register('password_confirmation')}
        />
        <FormError message={change.isError ? serverText(t, change.error) : null} />
        <div>
          <SubmitButton pending={change.isPending}>{t('profile.change_password')}</SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

function SettingsSection({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const languageId = useId();
  const language = useEditProfile();
  const onError = (error: unknown) => showToast(serverText(t, error), 'error');
  return (
    <Panel size="lg" title={t('profile.settings')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="text-sm font-medium">
            {t('language.label')}
          </label>
          <select
            id={languageId}
            value={String(user.language_id)}
            disabled={language.isPending}
            onChange={(event) =>
              language.mutate(
                { language_id: Number(event.target.value) },
                {
                  onSuccess: (profile) => void setLanguage(normaliseLanguage(profile.language_code)),
                  onError,
                },
              )
            }
            className="min-h-target max-w-xs rounded-card border border-line bg-white px-3"
          >
            {(languages.data ?? []).map((row) => (
              <option key={row.id} value={String(row.id)}>
                {row.name}
              </option>
            ))}
          </select>
        </div>
        <PushSettings enabled={user.push_enabled} />
      </div>
    </Panel>
  );
}
