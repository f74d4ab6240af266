import { resolveImageUrl } from '@/cms/media-url';
import { entryThumbnail } from '@/features/cart/entry-image';

const origins = { imageServer: 'https://images.example.com', backend: 'https://api.example.com' };

describe('the thumbnail of a cart line', () => {
  it('resolves image-server paths against the image server and other paths against the backend', () => {
    expect(resolveImageUrl('/is/image/brand/103828_BRN_AVB?wid=160', origins)).toBe('https://images.example.com/is/image/brand/103828_BRN_AVB?wid=160');
    expect(resolveImageUrl('/medias/jacket.jpg', origins)).toBe('https://api.example.com/medias/jacket.jpg');
    expect(resolveImageUrl('https://cdn.example.com/a.jpg', origins)).toBe('https://cdn.example.com/a.jpg');
  });

  it('never turns a protocol-relative or scripted address into an image', () => {
    expect(resolveImageUrl('//evil.example.com/a.jpg', origins)).toBeUndefined();
    expect(resolveImageUrl('javascript:alert(1)', origins)).toBeUndefined();
  });

  it('prefers the thumbnail format of the primary images', () => {
    const thumbnail = entryThumbnail(
      {
        name: 'Jacket',
        images: [
          { url: '/is/image/brand/a?wid=1200', format: 'zoom', imageType: 'PRIMARY' },
          { url: '/is/image/brand/a?wid=160', format: 'thumbnail', imageType: 'PRIMARY', altText: 'Jacket, Brown' },
          { url: '/is/image/brand/b?wid=160', format: 'thumbnail', imageType: 'GALLERY' },
        ],
      },
      origins,
    );
    expect(thumbnail).toEqual({ url: 'https://images.example.com/is/image/brand/a?wid=160', alt: 'Jacket, Brown' });
    expect(entryThumbnail({ name: 'Jacket', images: [] }, origins)).toBeUndefined();
  });
});
