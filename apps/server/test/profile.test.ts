import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { ME_FULL_FIELDS, type Profile } from '@karamu/shared';
import { auditLog, userPictures, users } from '../src/db/schema';
import {
  USER_PASSWORD,
  asWebApp,
  createUserWith,
  login,
  loginCookie,
  type TestApp,
} from './test-app';
import { useTestApp } from './support/admin-app';

let t: TestApp;
useTestApp((started) => (t = started), {
  LOGIN_MAX_FAILURES_PER_USERNAME: '3',
  LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
});
beforeEach(async () => {
  await t.db.delete(auditLog);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asWebApp(cookie), ...(payload ? { payload } : {}) });

const getProfile = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/profile')).json<Profile>();
const patchProfile = (cookie: string, payload: object) =>
  call(cookie, 'PATCH', '/api/profile', payload);
const me = (cookie: string) => call(cookie, 'GET', `/api/me?fields=${ME_FULL_FIELDS}`);

const auditOf = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, userId)))
    .orderBy(auditLog.id);

const userRow = async (id: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user row missing');
  return row;
};

describe('GET /api/profile', () => {
  it("answers the signed-in user's own record and needs a session", async () => {
    const amina = await createUserWith(t, []);
    const profile = await getProfile(amina.cookie);
    expect(profile).toMatchObject({
      id: amina.id,
      username: amina.username,
      phone: null,
      defaultCountry: null,
      dp: null,
      version: 1,
    });
    expect(profile).not.toHaveProperty('passwordHash');
    expect((await call(undefined, 'GET', '/api/profile')).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('saves name, phone (as E.164) and default country, bumps the version and audits', async () => {
    const amina = await createUserWith(t, []);
    const response = await patchProfile(amina.cookie, {
      name: '  Amina Njeri ',
      phone: '+254 712 345 678',
      defaultCountry: 'ke',
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Amina Njeri',
      phone: '+254712345678',
      defaultCountry: 'KE',
      version: 2,
    });
    expect(await userRow(amina.id)).toMatchObject({ phone: '+254712345678', version: 2 });
    expect((await me(amina.cookie)).json().name).toBe('Amina Njeri');

    const [entry] = await auditOf(amina.id);
    expect(entry).toMatchObject({
      action: 'update',
      actorId: amina.id,
      changes: {
        name: { before: expect.any(String), after: 'Amina Njeri' },
        phone: { before: null, after: '+254712345678' },
        defaultCountry: { before: null, after: 'KE' },
      },
    });
  });

  it('changes only the fields given, and clears the phone with null or empty text', async () => {
    const baraka = await createUserWith(t, []);
    await patchProfile(baraka.cookie, { phone: '255754123456', version: 1 });
    const cleared = await patchProfile(baraka.cookie, { phone: '', version: 2 });
    expect(cleared.json()).toMatchObject({ phone: null, name: expect.any(String), version: 3 });
    const unset = await patchProfile(baraka.cookie, { defaultCountry: null, version: 3 });
    expect(unset.json()).toMatchObject({ defaultCountry: null, version: 4 });
  });

  it('accepts a landline: a profile number only has to be valid (decision 0005)', async () => {
    const user = await createUserWith(t, []);
    const response = await patchProfile(user.cookie, { phone: '+254202222222', version: 1 });
    expect(response.json().phone).toBe('+254202222222');
  });

  it('answers 409 on a stale version, writing nothing', async () => {
    const user = await createUserWith(t, []);
    await patchProfile(user.cookie, { name: 'First', version: 1 });
    const stale = await patchProfile(user.cookie, { name: 'Second', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fieldErrors).toHaveProperty('version');
    expect(await userRow(user.id)).toMatchObject({ name: 'First', version: 2 });
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it.each([
    [{ phone: 'not a phone', version: 1 }, 'phone', 'Invalid phone number'],
    [{ phone: '0712345678', version: 1 }, 'phone', 'Invalid phone number'],
    [{ phone: '+254 712', version: 1 }, 'phone', 'Invalid phone number'],
    [{ phone: '+254712345678 ext. 5', version: 1 }, 'phone', 'extension'],
    [{ phone: '9'.repeat(300), version: 1 }, 'phone', 'Invalid phone number'],
    [{ defaultCountry: 'ZZ', version: 1 }, 'defaultCountry', 'Unknown country'],
    [{ defaultCountry: 'KEN', version: 1 }, 'defaultCountry', 'Unknown country'],
    [{ name: '   ', version: 1 }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(201), version: 1 }, 'name', 'at most 200'],
    [{ name: 'Amina' }, 'version', 'version'],
    [{ dp: '/evil.png', version: 1 }, 'dp', 'Unknown field'],
    [{ username: 'root', version: 1 }, 'username', 'Unknown field'],
  ])('refuses %j with 400 on %s, writing nothing', async (payload, field, message) => {
    const user = await createUserWith(t, []);
    const before = await userRow(user.id);
    const response = await patchProfile(user.cookie, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain(`'${field}'`);
    expect(body.fieldErrors[field][0]).toContain(message);
    expect(await userRow(user.id)).toEqual(before);
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe('POST /api/profile/password', () => {
  const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
    call(cookie, 'POST', '/api/profile/password', { currentPassword, newPassword });

  it('sets the new password and ends every other session, keeping this one', async () => {
    const user = await createUserWith(t, []);
    const phone = await loginCookie(t.app, user.username, USER_PASSWORD);
    const laptop = await loginCookie(t.app, user.username, USER_PASSWORD);
    const bystander = await createUserWith(t, []);

    const response = await changePassword(user.cookie, USER_PASSWORD, 'a-brand-new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been changed; 2 other sessions signed out.',
      ended: 2,
    });
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(bystander.cookie)).statusCode).toBe(200);

    expect((await login(t.app, user.username, USER_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, user.username, 'a-brand-new-password')).statusCode).toBe(200);

    const [entry] = await auditOf(user.id);
    expect(entry?.changes).toEqual({ password: { before: '[secret]', after: '[secret]' } });
    expect(JSON.stringify(entry)).not.toMatch(/argon2/);
  });

  it('refuses a wrong current password with 400 on currentPassword, changing nothing', async () => {
    const user = await createUserWith(t, []);
    const other = await loginCookie(t.app, user.username, USER_PASSWORD);
    const response = await changePassword(user.cookie, 'not-my-password', 'a-brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Current password is incorrect',
      fieldErrors: { currentPassword: ['Current password is incorrect'] },
    });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(t.app, user.username, USER_PASSWORD)).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it.each([
    [{ currentPassword: USER_PASSWORD, newPassword: 'short' }, 'newPassword', 'at least 8'],
    [
      { currentPassword: USER_PASSWORD, newPassword: 'x'.repeat(129) },
      'newPassword',
      'at most 128',
    ],
    [{ currentPassword: USER_PASSWORD, newPassword: USER_PASSWORD }, 'newPassword', 'different'],
    [{ currentPassword: '', newPassword: 'long-enough-1' }, 'currentPassword', 'current password'],
    [{ newPassword: 'long-enough-1' }, 'currentPassword', ''],
  ])('refuses %j with 400 on %s', async (payload, field, message) => {
    const user = await createUserWith(t, []);
    const before = await userRow(user.id);
    const response = await call(user.cookie, 'POST', '/api/profile/password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field][0]).toContain(message);
    expect((await userRow(user.id)).passwordHash).toBe(before.passwordHash);
  });

  it('stops guessing after the per-username failure limit, like sign-in', async () => {
    const user = await createUserWith(t, []);
    for (let i = 0; i < 3; i += 1) {
      expect((await changePassword(user.cookie, `guess-${i}-xx`, 'long-enough-1')).statusCode).toBe(
        400,
      );
    }
    const blocked = await changePassword(user.cookie, USER_PASSWORD, 'long-enough-1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Try again in \d+ minute/);
  });
});

describe('POST /api/profile/sessions/sign-out-others', () => {
  it('ends the other sessions, keeps this one and says how many ended', async () => {
    const user = await createUserWith(t, []);
    const other = await loginCookie(t.app, user.username, USER_PASSWORD);
    const signOut = () => call(user.cookie, 'POST', '/api/profile/sessions/sign-out-others');
    const first = await signOut();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: '1 other session signed out', ended: 1 });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await signOut()).json()).toMatchObject({ ended: 0 });
  });

  it('needs a session and the CSRF header', async () => {
    const user = await createUserWith(t, []);
    expect(
      (await call(undefined, 'POST', '/api/profile/sessions/sign-out-others')).statusCode,
    ).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/profile/sessions/sign-out-others',
      headers: { cookie: user.cookie },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('display picture', () => {
  const upload = (cookie: string | undefined, body: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/picture',
      headers: { ...asWebApp(cookie), 'content-type': contentType },
      payload: body,
    });

  /** A real photo-like upload, with EXIF that must not survive re-encoding. */
  const makeImage = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .withExif({ IFD0: { Copyright: 'secret-gps-place', Artist: 'Amina' } })
      .toFormat(format)
      .toBuffer();

  it('stores an upload as a 256x256 WebP without metadata and points dp at it', async () => {
    const user = await createUserWith(t, []);
    const png = await makeImage('png');
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const response = await upload(user.cookie, png, 'image/png');
    expect(response.statusCode).toBe(200);
    const profile = response.json<Profile>();
    expect(profile.dp).toMatch(new RegExp(`^/api/users/${user.id}/picture\\?v=\\d+$`));
    expect((await me(user.cookie)).json().dp).toBe(profile.dp);

    const picture = await call(user.cookie, 'GET', profile.dp ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toContain('max-age=31536000');
    expect(picture.headers['cache-control']).toContain('immutable');
    const stored = await sharp(picture.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(picture.rawPayload.includes('secret-gps-place')).toBe(false);

    const [entry] = await auditOf(user.id);
    expect(entry?.changes).toEqual({ dp: { before: null, after: profile.dp } });
  });

  it('accepts JPEG and WebP too, each upload under a new URL', async () => {
    const user = await createUserWith(t, []);
    const first = (
      await upload(user.cookie, await makeImage('jpeg'), 'image/jpeg')
    ).json<Profile>();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await upload(user.cookie, await makeImage('webp', 300, 900), 'image/webp');
    expect(second.statusCode).toBe(200);
    expect(second.json<Profile>().dp).not.toBe(first.dp);
    const [row] = await t.db.select().from(userPictures).where(eq(userPictures.userId, user.id));
    expect(await sharp(row?.content).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('lets any signed-in user see a picture; 404 when there is none', async () => {
    const owner = await createUserWith(t, []);
    const viewer = await createUserWith(t, []);
    const { dp } = (
      await upload(owner.cookie, await makeImage('png'), 'image/png')
    ).json<Profile>();
    expect((await call(viewer.cookie, 'GET', dp ?? '')).statusCode).toBe(200);
    expect((await call(undefined, 'GET', dp ?? '')).statusCode).toBe(401);
    const none = await call(viewer.cookie, 'GET', `/api/users/${viewer.id}/picture`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'This user has no picture' });
    const badId = await call(viewer.cookie, 'GET', '/api/users/123/picture');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors).toHaveProperty('id');
    const badQuery = await call(viewer.cookie, 'GET', `/api/users/${owner.id}/picture?size=9`);
    expect(badQuery.statusCode).toBe(400);
  });

  it.each([
    ['text claiming to be a PNG', 'this is not an image', 'image/png', 400],
    ['an SVG claiming to be a PNG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png', 400],
    ['a GIF type', 'GIF89a', 'image/gif', 415],
    ['plain text', 'hello', 'text/plain', 415],
    ['an empty body', '', 'image/png', 400],
  ])('refuses %s, writing nothing', async (_what, body, contentType, status) => {
    const user = await createUserWith(t, []);
    const before = await userRow(user.id);
    const response = await upload(user.cookie, body, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json().fieldErrors).toHaveProperty('picture');
    expect(await userRow(user.id)).toEqual(before);
    expect(await t.db.select().from(userPictures).where(eq(userPictures.userId, user.id))).toEqual(
      [],
    );
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('refuses a real image in another format such as GIF, even when called a PNG', async () => {
    const user = await createUserWith(t, []);
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: 'blue' },
    })
      .gif()
      .toBuffer();
    const response = await upload(user.cookie, gif, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file is not a PNG, JPEG or WebP image');
  });

  it('refuses an upload over 5 MB with 413 naming the limit', async () => {
    const user = await createUserWith(t, []);
    const response = await upload(user.cookie, Buffer.alloc(5_000_001), 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The picture must be at most 5.00 MB');
  });

  it('answers 401 without a session', async () => {
    expect((await upload(undefined, await makeImage('png'), 'image/png')).statusCode).toBe(401);
  });

  it('DELETE removes the picture and clears dp; removing none is fine', async () => {
    const user = await createUserWith(t, []);
    const { dp } = (await upload(user.cookie, await makeImage('png'), 'image/png')).json<Profile>();
    const removed = await call(user.cookie, 'DELETE', '/api/profile/picture');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Profile>().dp).toBeNull();
    expect((await call(user.cookie, 'GET', dp ?? '')).statusCode).toBe(404);
    expect((await me(user.cookie)).json().dp).toBeNull();
    const entries = await auditOf(user.id);
    expect(entries.at(-1)?.changes).toEqual({ dp: { before: dp, after: null } });

    const again = await call(user.cookie, 'DELETE', '/api/profile/picture');
    expect(again.statusCode).toBe(200);
    expect(await auditOf(user.id)).toHaveLength(entries.length);
  });
});
