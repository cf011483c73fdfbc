import '../../../locales/account';
import { type ApiToken, type ApiTokenScope, CreateApiTokenBody, type CreatedApiToken } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog } from '../../../components/action-dialog';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { showSuccess } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useCreateToken, useListsToChoose, useRevokeToken, useTokens } from '../api/tokens';
import { NewTokenNotice } from './new-token-notice';
import { TokenRow } from './token-row';

const fields = ['name'] as const;
const choiceStyle =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-600';

/**
 * Settings → Access tokens: personal API tokens for programs (docs/integrations.md). A new token — a name, read or
 * read-and-change, all lists or chosen ones — is shown once with a copy button; the list shows each token's rights and
 * last use, and revokes one after a confirmation.
 */
export function AccessTokens() {
  const { t } = useTexts();
  const tokens = useTokens();
  const lists = useListsToChoose();
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const [scope, setScope] = useState<ApiTokenScope>('write');
  const [reach, setReach] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<number[]>([]);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const form = useFormFields({
    fields,
    initial: { name: '' },
    schema: CreateApiTokenBody,
    extra: { scope, lists: null },
  });
  const noListChosen = reach === 'chosen' && chosen.length === 0;
  // App passwords are the calendar page's (Settings → Calendar apps).
  const programTokens = tokens.data?.filter((token) => token.scope !== 'caldav');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || noListChosen || create.isPending) return;
    const sent = form.values;
    create.mutate(
      { name: sent.name.trim(), scope, lists: reach === 'all' ? null : chosen },
      {
        onSuccess: (token) => {
          setCreated(token);
          form.reset();
          setChosen([]);
          setReach('all');
        },
        onError: (error) => form.refused(error, sent),
      },
    );
  };

  const toggleList = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((listId) => listId !== id) : [...now, id]));

  const confirmRevoke = () => {
    if (!revoking) return;
    const gone = revoking;
    revoke.mutate(gone.id, {
      onSuccess: () => {
        setRevoking(null);
        if (created?.id === gone.id) setCreated(null);
        showSuccess(t('tokens.revoked', { name: gone.name }));
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      {created && <NewTokenNotice token={created} onDone={() => setCreated(null)} />}
      <form ref={form.form} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('tokens.name')}
          placeholder={t('tokens.namePlaceholder')}
          autoComplete="off"
          {...form.field('name')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 font-medium text-slate-800 text-sm">{t('tokens.scope')}</legend>
          {(['write', 'read'] as const).map((value) => (
            <label key={value} className={choiceStyle}>
              <input
                type="radio"
                name="token-scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-5 accent-brand-700"
              />
              <span className="text-slate-900">{t(value === 'write' ? 'tokens.write' : 'tokens.read')}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 font-medium text-slate-800 text-sm">{t('tokens.reach')}</legend>
          {(['all', 'chosen'] as const).map((value) => (
            <label key={value} className={choiceStyle}>
              <input
                type="radio"
                name="token-reach"
                value={value}
                checked={reach === value}
                onChange={() => setReach(value)}
                className="size-5 accent-brand-700"
              />
              <span className="text-slate-900">{t(value === 'all' ? 'tokens.allLists' : 'tokens.chosenLists')}</span>
            </label>
          ))}
          {reach === 'chosen' && (
            <div className="ml-3 flex flex-col gap-1 border-slate-200 border-l-2 pl-3">
              {(lists.data ?? []).length === 0 && <p className="text-slate-600 text-sm">{t('tokens.noLists')}</p>}
              {(lists.data ?? []).map((list) => (
                <label key={list.id} className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    checked={chosen.includes(list.id)}
                    onChange={() => toggleList(list.id)}
                    className="size-5 accent-brand-700"
                  />
                  <span className="min-w-0 break-words text-slate-900">{list.name}</span>
                </label>
              ))}
              {noListChosen && <p className="text-slate-600 text-sm">{t('tokens.chooseList')}</p>}
            </div>
          )}
        </fieldset>
        <button
          type="submit"
          disabled={create.isPending || noListChosen}
          onMouseDown={(event) => event.preventDefault()}
          className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
        >
          {create.isPending ? t('settings.saving') : t('tokens.create')}
        </button>
      </form>
      <section aria-labelledby="tokens-list" className="flex flex-col gap-2">
        <h3 id="tokens-list" className="font-semibold text-slate-900">
          {t('tokens.yours', { count: programTokens?.length ?? 0 })}
        </h3>
        {programTokens?.length === 0 && <p className="text-slate-600 text-sm">{t('tokens.none')}</p>}
        {programTokens && programTokens.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {programTokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </section>
      <p className="text-slate-600 text-sm">
        <Link to={webRoutes.calendarApps} className={linkStyle}>
          {t('calendarSetup.tokensLink')}
        </Link>
      </p>
      <ActionDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('tokens.revokeTitle')}
        onConfirm={confirmRevoke}
        confirmLabel={t('tokens.revoke')}
        cancelLabel={t('dialog.no')}
        isPending={revoke.isPending}
        destructive
      >
        <p className="text-slate-700">{t('tokens.revokeText', { name: revoking?.name ?? '' })}</p>
      </ActionDialog>
    </div>
  );
}
