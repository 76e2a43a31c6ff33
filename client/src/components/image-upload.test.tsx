import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_BIZ } from '@sandbox/shared/status';
import { ImageUpload, prepareImage, type UploadedImage } from './image-upload.tsx';

const api = vi.hoisted(() => ({ uploadImage: vi.fn(), fetchUploadBlob: vi.fn() }));
vi.mock('../api/upload.ts', () => api);

const compressor = vi.hoisted(() => ({ options: [] as Record<string, unknown>[], output: null as Blob | null }));
vi.mock('compressorjs', () => ({
  default: class {
    constructor(file: Blob, options: { success: (b: Blob) => void } & Record<string, unknown>) {
      compressor.options.push(options);
      options.success(compressor.output ?? file);
    }
  },
}));

const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../lib/notify.ts', () => toast);

const KB = 1024;
const fileOf = (bytes: number, type = 'image/jpeg', name = 'photo.jpg') => new File([new Uint8Array(bytes)], name, { type });

function Harness({ onChange }: { onChange?: (v: UploadedImage | null) => void }) {
  const [value, setValue] = useState<UploadedImage | null>(null);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImageUpload
        biz={UPLOAD_BIZ.KYC}
        label="Front"
        testId="front"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
    </QueryClientProvider>
  );
}

const choose = (file: File) => fireEvent.change(screen.getByTestId('front-input'), { target: { files: [file] } });

beforeEach(() => {
  compressor.options = [];
  compressor.output = null;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('ImageUpload', () => {
  it('refuses a file that is not an image with the prompt to upload an image file', async () => {
    render(<Harness />);
    choose(fileOf(10, 'application/pdf', 'doc.pdf'));
    expect(await screen.findByTestId('front-error')).toHaveTextContent('Please upload an image file');
    expect(toast.showToast).toHaveBeenCalledWith(expect.objectContaining({ content: 'Please upload an image file' }));
    expect(api.uploadImage).not.toHaveBeenCalled();
  });

  it('uploads a small image as it is with the purpose code, then previews the stored file', async () => {
    api.uploadImage.mockResolvedValue({ id: '7', url: '/api/sys/common/file/7', mimeType: 'image/jpeg', size: 10 });
    api.fetchUploadBlob.mockResolvedValue(new Blob(['x'], { type: 'image/jpeg' }));
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = fileOf(100 * KB);
    choose(file);
    expect(await screen.findByTestId('front-preview')).toHaveAttribute('src', 'blob:preview');
    expect(api.uploadImage).toHaveBeenCalledWith(file, UPLOAD_BIZ.KYC, 'photo.jpg');
    expect(compressor.options).toHaveLength(0);
    expect(onChange).toHaveBeenCalledWith({ id: '7', url: '/api/sys/common/file/7' });
    expect(api.fetchUploadBlob).toHaveBeenCalledWith('/api/sys/common/file/7');
  });

  it('shows an error state when the upload fails and lets the user pick again', async () => {
    api.uploadImage.mockRejectedValueOnce(new Error('Error'));
    render(<Harness />);
    choose(fileOf(10));
    expect(await screen.findByTestId('front-error')).toHaveTextContent('Upload failed, tap to try again');
    api.uploadImage.mockResolvedValue({ id: '8', url: '/api/sys/common/file/8', mimeType: 'image/png', size: 10 });
    api.fetchUploadBlob.mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
    choose(fileOf(10, 'image/png', 'a.png'));
    expect(await screen.findByTestId('front-preview')).toBeInTheDocument();
    expect(screen.queryByTestId('front-error')).toBeNull();
  });

  it('shows when the stored image cannot be read back', async () => {
    api.uploadImage.mockResolvedValue({ id: '9', url: '/api/sys/common/file/9', mimeType: 'image/png', size: 10 });
    api.fetchUploadBlob.mockRejectedValue(new Error('Not an image'));
    render(<Harness />);
    choose(fileOf(10, 'image/png'));
    expect(await screen.findByTestId('front-preview-error', {}, { timeout: 4000 })).toHaveTextContent('Preview unavailable');
  });

  it('removes the image', async () => {
    api.uploadImage.mockResolvedValue({ id: '7', url: '/api/sys/common/file/7', mimeType: 'image/jpeg', size: 10 });
    api.fetchUploadBlob.mockResolvedValue(new Blob(['x'], { type: 'image/jpeg' }));
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    choose(fileOf(10));
    await screen.findByTestId('front-preview');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
    expect(screen.queryByTestId('front-preview')).toBeNull();
  });
});

describe('prepareImage (SPEC.md section 9)', () => {
  it('leaves images under 200 KB as they are', async () => {
    const file = fileOf(199 * KB);
    await expect(prepareImage(file)).resolves.toBe(file);
    expect(compressor.options).toHaveLength(0);
  });

  it.each([
    [300 * KB, 0.9],
    [700 * KB, 0.8],
    [1500 * KB, 0.85],
    [5 * 1024 * KB, 0.8],
    [15 * 1024 * KB, 0.75],
  ])('compresses %d bytes with quality %d, width 1080, minimum width 10', async (bytes, quality) => {
    const small = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
    compressor.output = small;
    await expect(prepareImage(fileOf(bytes))).resolves.toBe(small);
    expect(compressor.options[0]).toMatchObject({ quality, width: 1080, minWidth: 10 });
  });

  it('keeps the original when compression does not make it smaller', async () => {
    const file = fileOf(300 * KB);
    compressor.output = new Blob([new Uint8Array(400 * KB)], { type: 'image/jpeg' });
    await expect(prepareImage(file)).resolves.toBe(file);
  });
});
