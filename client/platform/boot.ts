import { z } from 'zod';
import { currentUser } from '../../contracts/auth';

/**
 * What the server put in the page: the anti-forgery token (meta csrf-token, spec 1) and the
 * signed-in user (script#boot), so the first screen needs no extra round trip.
 */
const boot = z.object({ user: currentUser.nullable() });

export function readBoot(doc: Document = document): z.infer<typeof boot> {
  const text = doc.getElementById('boot')?.textContent;
  if (!text) return { user: null };
  const parsed = boot.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : { user: null };
}

export function csrfToken(doc: Document = document): string | undefined {
  const tag = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!tag) {
    console.error('Loadout: the page has no <meta name="csrf-token">; requests will be refused.');
    return undefined;
  }
  return tag.content;
}
