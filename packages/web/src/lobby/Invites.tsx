/**
 * The links of an online game just created: one one-time invite per invited seat (or group), each with
 * a "new link" button (the creator's token asks the server for a fresh invite while nobody has taken the
 * seat; the old link dies), and the spectators' link.
 */
import type { Seat } from '@wargame/engine';
import { useState } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { api } from '../online/api.ts';
import { inviteOf } from '../online/created.ts';
import { type OnlineInvite, type OnlineRecord, replaceInvite } from '../online/store.ts';

export function InviteList({
  record,
  nameOf,
  onChange,
}: {
  record: OnlineRecord;
  nameOf(seat: Seat): string;
  onChange(record: OnlineRecord): void;
}) {
  const { t } = useI18n();
  return (
    <>
      {record.invites.map((invite) => (
        <InviteRow
          key={invite.seat}
          record={record}
          invite={invite}
          side={(invite.seats ?? [invite.seat]).map(nameOf).join(', ')}
          onChange={onChange}
        />
      ))}
      {record.invites.length > 0 ? <p className="muted small">{t('new.inviteOnce')}</p> : null}
    </>
  );
}

function InviteRow({
  record,
  invite,
  side,
  onChange,
}: {
  record: OnlineRecord;
  invite: OnlineInvite;
  side: string;
  onChange(record: OnlineRecord): void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const reissue = async () => {
    if (!record.creatorToken) return;
    setBusy(true);
    setNote(null);
    try {
      const fresh = await api.reissueInvite(record.id, record.creatorToken, invite.seat);
      const next = replaceInvite(record.id, inviteOf(fresh));
      if (next) onChange(next);
      setNote({ error: false, text: t('new.inviteReissued') });
    } catch (thrown) {
      setNote({ error: true, text: thrown instanceof Error ? thrown.message : String(thrown) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="invite-row" data-invite-seat={invite.seat}>
      <CopyLink label={t('new.inviteFor', { side })} url={invite.url} testId="invite-url" />
      {record.creatorToken ? (
        <button
          type="button"
          className="small"
          onClick={() => void reissue()}
          disabled={busy}
          title={t('new.inviteReissueHint')}
          data-testid="invite-reissue"
        >
          {t('new.inviteReissue')}
        </button>
      ) : null}
      {note ? (
        <p className={note.error ? 'error small' : 'muted small'} role={note.error ? 'alert' : undefined}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
}

export function CopyLink({ label, url, testId }: { label: string; url: string; testId?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div className="copy-link">
      <span className="copy-label">{label}</span>
      <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid={testId} />
      <button
        type="button"
        onClick={() => {
          void globalThis.navigator.clipboard?.writeText(url).then(() => setCopied(url));
        }}
      >
        {copied === url ? t('app.copied') : t('app.copy')}
      </button>
    </div>
  );
}
