import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
/** platform spec §3 writes `image.fileURL`: without a picture, `image` is an object of nulls. */
const NO_PICTURE = { fileURL: null, filePath: null, fileName: null };

/** A solid-colour image of the given format and size. */
function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 320, height = 240) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 133, b: 205 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with one file field, as a browser sends it. */
function multipart(file: Buffer, fileName: string, contentType: string, field = 'file') {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  user: Pick<SignedInUser, 'auth'>,
  id: number,
  body: { payload: Buffer | string; headers: Record<string, string> },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/${id}/upload_picture`,
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });

const uploadPng = async (user: SignedInUser, id = user.id) =>
  upload(user, id, multipart(await image('png'), 'me.png', 'image/png'));

const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

describe('image in the user (platform spec §3: image.fileURL)', () => {
  it('is an object of nulls without a picture, and names the picture once there is one', async () => {
    const user = await registerUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
    expect(before.json().image).toEqual(NO_PICTURE);
    await uploadPng(user);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
    expect(after.json().image).toEqual({
      fileURL: expect.stringMatching(/^\/api\/user\/\d+\/picture\//),
      filePath: expect.stringMatching(/^pictures\//),
      fileName: expect.any(String),
    });
  });
});

describe('POST /api/user/{id}/upload_picture', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)(
    'a %s picture is stored as a 200x200 PNG served at image.fileURL',
    async (format, type) => {
      const user = await registerUser(t.app);
      const res = await upload(user, user.id, multipart(await image(format), `me.${format}`, type));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.id).toBe(user.id);
      expect(body.image.fileURL).toMatch(
        new RegExp(`^/api/user/${user.id}/picture/[a-f0-9]{32}\\.png$`),
      );
      const served = await fetchUrl(body.image.fileURL);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 200, height: 200 });
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
      expect(me.json().image).toEqual(body.image);
    },
  );

  it('a tall picture is cropped to a square, not squashed: the centre colour survives', async () => {
    const user = await registerUser(t.app);
    // Red bands top and bottom, green in the middle square.
    const tall = await sharp({
      create: { width: 100, height: 300, channels: 3, background: { r: 255, g: 0, b: 0 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 100, height: 100, channels: 3, background: { r: 0, g: 255, b: 0 } },
          })
            .png()
            .toBuffer(),
          top: 100,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
    const res = await upload(user, user.id, multipart(tall, 'tall.png', 'image/png'));
    const served = await fetchUrl(res.json().image.fileURL);
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The middle pixel is green.
    const at = (100 * 200 + 100) * (data.length / (200 * 200));
    expect([data[at], data[at + 1], data[at + 2]]).toEqual([0, 255, 0]);
  });

  it('a picture of about 3 MB, under the 5 MB limit, is accepted', async () => {
    const user = await registerUser(t.app);
    // Random noise does not compress: a 1024x1024 RGB PNG is about 3 MB.
    const noise = await sharp(randomBytes(1024 * 1024 * 3), {
      raw: { width: 1024, height: 1024, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * MB);
    expect(noise.length).toBeLessThan(5 * MB);
    const res = await upload(user, user.id, multipart(noise, 'noise.png', 'image/png'));
    expect(res.statusCode).toBe(200);
  });

  it('the file type is read from the bytes: a JPEG named .png with a PNG type is accepted', async () => {
    const user = await registerUser(t.app);
    const res = await upload(user, user.id, multipart(await image('jpeg'), 'me.png', 'image/png'));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'a text file renamed .png',
      async () => multipart(Buffer.from('hello, I am not a picture'), 'me.png', 'image/png'),
      'This file could not be read as an image',
    ],
    [
      'a GIF',
      async () => multipart(await image('gif'), 'me.gif', 'image/gif'),
      'The picture must be a PNG, JPEG or WebP image',
    ],
    [
      'a GIF renamed .png',
      async () => multipart(await image('gif'), 'me.png', 'image/png'),
      'The picture must be a PNG, JPEG or WebP image',
    ],
    [
      'an SVG',
      async () =>
        multipart(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
          ),
          'me.svg',
          'image/svg+xml',
        ),
      'The picture must be a PNG, JPEG or WebP image',
    ],
    [
      'an empty file',
      async () => multipart(Buffer.alloc(0), 'me.png', 'image/png'),
      'Please choose a picture',
    ],
    [
      'a file over 5 MB',
      async () => {
        const png = await image('png');
        return multipart(
          Buffer.concat([png, Buffer.alloc(5 * MB + 1 - png.length)]),
          'big.png',
          'image/png',
        );
      },
      'The picture may not be larger than 5 MB',
    ],
    [
      'a form without a file',
      async () => ({
        payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      }),
      'Please choose a picture',
    ],
  ])('%s is a 400 with a message on file', async (_, body, message) => {
    const user = await registerUser(t.app);
    const res = await upload(user, user.id, await body());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: [message] });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
    expect(me.json().image).toEqual(NO_PICTURE);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'garbage'],
    ['that is not multipart at all', 'multipart/form-data; boundary=b', 'hello world'],
    [
      'cut off in the middle of the file',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
  ])('a malformed form %s is a 400, not a 500', async (_, contentType, payload) => {
    const user = await registerUser(t.app);
    const res = await upload(user, user.id, { payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request could not be understood.' });
  });

  it('a JSON body instead of a multipart form is a 400 on file', async () => {
    const user = await registerUser(t.app);
    const res = await upload(user, user.id, {
      payload: JSON.stringify({ file: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: ['Please choose a picture'] });
  });

  it('replacing the picture deletes the old file: the old URL is a 404', async () => {
    const user = await registerUser(t.app);
    const first = (await uploadPng(user)).json().image.fileURL as string;
    const second = (
      await upload(user, user.id, multipart(await image('jpeg'), 'b.jpg', 'image/jpeg'))
    ).json().image.fileURL as string;
    expect(second).not.toBe(first);
    expect((await fetchUrl(first)).statusCode).toBe(404);
    expect((await fetchUrl(second)).statusCode).toBe(200);
  });

  it("someone else's id is a 403 and their picture is unchanged", async () => {
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const theirs = (await uploadPng(other)).json().image.fileURL as string;
    const res = await uploadPng(user, other.id);
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: other.auth });
    expect(me.json().image.fileURL).toBe(theirs);
    expect((await fetchUrl(theirs)).statusCode).toBe(200);
  });

  it('without a token is a 401', async () => {
    const user = await registerUser(t.app);
    const res = await upload(
      { auth: {} as SignedInUser['auth'] },
      user.id,
      multipart(await image('png'), 'a.png', 'image/png'),
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/user/{id}/delete_picture', () => {
  it('removes the picture: image becomes null and the old URL is a 404', async () => {
    const user = await registerUser(t.app);
    const uploaded = (await uploadPng(user)).json().image;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id}/delete_picture`,
      headers: user.auth,
      payload: { fileName: uploaded.fileName },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toEqual(NO_PICTURE);
    expect((await fetchUrl(uploaded.fileURL)).statusCode).toBe(404);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
    expect(me.json().image).toEqual(NO_PICTURE);
  });

  it('works without a body, and when there is no picture', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id}/delete_picture`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toEqual(NO_PICTURE);
  });

  it("someone else's id is a 403 and their picture stays", async () => {
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const theirs = (await uploadPng(other)).json().image.fileURL as string;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${other.id}/delete_picture`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(403);
    expect((await fetchUrl(theirs)).statusCode).toBe(200);
  });

  it('without a token is a 401', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id}/delete_picture`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user/{id}/picture/{fileName}', () => {
  it('a name that is not the current picture is a 404', async () => {
    const user = await registerUser(t.app);
    const { fileName } = (await uploadPng(user)).json().image;
    const wrong = `${'0'.repeat(32)}.png`;
    expect((await fetchUrl(`/api/user/${user.id}/picture/${wrong}`)).statusCode).toBe(404);
    expect((await fetchUrl(`/api/user/${user.id}/picture/${fileName}`)).statusCode).toBe(200);
  });

  it("another person's id with a real file name is a 404", async () => {
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const { fileName } = (await uploadPng(user)).json().image;
    expect((await fetchUrl(`/api/user/${other.id}/picture/${fileName}`)).statusCode).toBe(404);
  });

  it('a person without a picture has none to serve: 404', async () => {
    const user = await registerUser(t.app);
    expect((await fetchUrl(`/api/user/${user.id}/picture/${'a'.repeat(32)}.png`)).statusCode).toBe(
      404,
    );
  });

  it('an id beyond the database integer range is a 400, not a 500', async () => {
    const res = await fetchUrl(`/api/user/3000000000/picture/${'a'.repeat(32)}.png`);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['a path escape', '..%2F..%2Fetc%2Fpasswd'],
    ['another extension', `${'a'.repeat(32)}.jpg`],
  ])('%s as the name is refused', async (_, name) => {
    const user = await registerUser(t.app);
    const res = await fetchUrl(`/api/user/${user.id}/picture/${name}`);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
