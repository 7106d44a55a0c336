/**
 * A one-time invite is taken on the server's own page: it asks before taking the seat (so that a link
 * preview never claims it), then sets the session cookie and comes back to the table. The client only
 * ever sends the browser there, with a full page load.
 */
import { claimUrl } from '../router.ts';
import { apiBase } from './api.ts';

export function goToClaim(id: string, invite: string): void {
  globalThis.location.assign(claimUrl(id, invite, apiBase()));
}
