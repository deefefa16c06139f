import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentProducts } from '../../db/schema';
import { bearer, signedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { openConversation, seedListing } from '../../test/conversations';
import { type LocalSmtpServer, startSmtpServer } from '../../test/smtp-server';

/**
 * A conversation's e-mail names its listing; once an admin hid the listing, only its owner is told its name
 * (docs/product-rules.md "Reports and suspension": a hidden listing is its owner's and the admins' only).
 */
describe.each(BACKENDS)('conversation e-mail about a hidden listing on %s', (backend) => {
  let smtp: LocalSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(backend, { SMTP_URL: smtp.url, MAIL_FROM: 'Campus Market <market@campus.test>', PUBLIC_URL: 'https://market.campus.test' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("tells the other member of a message without the hidden listing's name, and its owner with it", async () => {
    const [owner, asker] = [await signedInUser(t.app, { name: 'Olga Owner' }), await signedInUser(t.app, { name: 'Arun Asker' })];
    const listing = await seedListing(t.app, 'rent', owner.user._id, 'Secret drill');
    const conversation = await openConversation(t.app, asker.token, 'rent', listing);
    await t.app.db.update(rentProducts).set({ hidden: true }).where(eq(rentProducts.id, listing));
    for (const [from, content] of [[owner, 'Still want it?'], [asker, 'Yes please']] as const) {
      const sent = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${conversation._id}/messages`, headers: bearer(from.token), payload: { content } });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await t.app.mailNotices.sweep();
    const to = (member: typeof owner) => smtp.received.filter((mail) => mail.to.includes(member.user.email));
    const [toAsker] = to(asker);
    expect(toAsker?.decoded).toContain('Subject: Olga Owner sent you a message about a listing that is no longer available');
    expect(toAsker?.decoded).not.toContain('Secret drill');
    expect(to(owner)[0]?.decoded).toContain('Subject: Arun Asker sent you a message about Secret drill');
  });
});
