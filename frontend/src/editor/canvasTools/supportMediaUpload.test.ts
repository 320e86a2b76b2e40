import { createApi } from '../../api';
import {
  MediaTooBigError,
  MediaTypeError,
  SUPPORT_MEDIA_MAX_BYTES,
  supportMediaName,
  uploadSupportMedia,
} from './supportMediaUpload';

describe('supportMediaName', () => {
  it('puts underscores for spaces, drops other characters and uses the extension of the type', () => {
    expect(supportMediaName('  backdrop photo.png ', 'image/png')).toBe('backdrop_photo.png');
    expect(supportMediaName('été à Paris.JPEG', 'image/jpeg')).toBe('t__Paris.jpg');
    expect(supportMediaName('clip', 'video/webm')).toBe('clip.webm');
    expect(supportMediaName('mislabelled.png', 'video/mp4')).toBe('mislabelled.mp4');
  });

  it('keeps an accepted extension of its own when the type is unknown, else none; never an empty name', () => {
    expect(supportMediaName('loop.OGG', '')).toBe('loop.ogg');
    expect(supportMediaName('notes.txt', '')).toBe('notes');
    expect(supportMediaName('...', 'image/gif')).toBe('media.gif');
  });
});

describe('uploadSupportMedia refuses before sending', () => {
  const ref = { owner: 'o@example.com', mapId: 'm1' };
  // Nothing may reach the network for a refused file: any call fails the test below.
  const fetchSpy = jest.fn();
  const media = createApi(fetchSpy).media;

  it('a file over 10 MB', async () => {
    const big = new File([new Uint8Array(SUPPORT_MEDIA_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await expect(uploadSupportMedia(media, ref, big)).rejects.toBeInstanceOf(MediaTooBigError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a declared type that is neither an accepted image nor a video', async () => {
    const pdf = new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });
    await expect(uploadSupportMedia(media, ref, pdf)).rejects.toThrow(
      'Only images (PNG, JPEG, WebP, SVG, GIF) and videos (MP4, WebM, Ogg) are accepted',
    );
    await expect(uploadSupportMedia(media, ref, pdf)).rejects.toBeInstanceOf(MediaTypeError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
