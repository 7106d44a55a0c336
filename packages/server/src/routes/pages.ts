/** The few HTML pages the server writes itself (the web client is the rest). */

export function page(body: string, title = 'Wargame'): string {
  return `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>${body}\n`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A page saying what went wrong (plain text), with the way home. */
export function messagePage(text: string, title = 'Wargame'): string {
  return page(`<p>${escapeHtml(text)}</p><p><a href="/">Home</a></p>`, title);
}

/** The answer to a used or replaced invite. */
export function seatTakenPage(): string {
  return page(
    "<h1>This seat has been taken</h1><p>Someone has already used this invite, or the game's creator replaced it. " +
      'Ask the creator for a new one.</p><p><a href="/">Home</a></p>',
    'This seat has been taken',
  );
}
