import { PREVIEW_PROBABILITY, PreviewUploader } from './PreviewUploader';

function setup(randoms: number[], fail = false) {
  const uploads: Blob[] = [];
  const exports: unknown[] = [];
  const engine = {
    exportImage: async (options: unknown) => {
      exports.push(options);
      return new Blob(['png'], { type: 'image/png' });
    },
  };
  const uploader = new PreviewUploader(
    () => engine,
    async (png) => {
      if (fail) throw new Error('413');
      uploads.push(png);
    },
    () => randoms.shift() ?? 1,
  );
  return { uploader, uploads, exports };
}

describe('PreviewUploader', () => {
  it('uploads the whole map, at most 1120 × 550 to leave its margin in the 1200 × 630 preview, after about 30% of saves', async () => {
    const { uploader, uploads, exports } = setup([0.1, 0.5, PREVIEW_PROBABILITY, 0.29]);
    for (let i = 0; i < 4; i++) await uploader.afterSave();
    expect(uploads).toHaveLength(2);
    expect(exports[0]).toEqual({ format: 'png', maxWidth: 1120, maxHeight: 550 });
  });

  it('ignores failures and does nothing without an engine', async () => {
    const { uploader } = setup([0], true);
    await expect(uploader.afterSave()).resolves.toBeUndefined();
    const none = new PreviewUploader(
      () => null,
      async () => undefined,
      () => 0,
    );
    await expect(none.afterSave()).resolves.toBeUndefined();
  });
});
