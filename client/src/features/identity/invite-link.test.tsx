import { StrictMode } from 'react';
import { Form, Input } from 'antd-mobile';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useInviteFromLink } from './invite-link.ts';

const api = vi.hoisted(() => ({ resolveShortLink: vi.fn() }));
vi.mock('../../api/kyc.ts', () => api);

function Register() {
  const [form] = Form.useForm<{ inviteCode?: string }>();
  useInviteFromLink(form);
  return (
    <Form form={form}>
      <Form.Item name="inviteCode" label="Invitation code">
        <Input placeholder="invite" />
      </Form.Item>
    </Form>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <Register /> },
      { path: '/articleDetail', element: <div>article</div> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('invitation links', () => {
  it('a short link fills the invitation code, resolved once', async () => {
    api.resolveShortLink.mockResolvedValue({ code: 'invalice', type: 1, targetPath: '/login?inviteCode=AB12CD', inviteCode: 'AB12CD' });
    renderAt('/register?s=invalice');
    await waitFor(() => expect(screen.getByPlaceholderText('invite')).toHaveValue('AB12CD'));
    expect(api.resolveShortLink).toHaveBeenCalledTimes(1);
    expect(api.resolveShortLink).toHaveBeenCalledWith({ code: 'invalice' });
  });

  it('an invitation code in the address fills the field without a call', async () => {
    renderAt('/register?inviteCode=ZX98');
    await waitFor(() => expect(screen.getByPlaceholderText('invite')).toHaveValue('ZX98'));
    expect(api.resolveShortLink).not.toHaveBeenCalled();
  });

  it('a page link opens its in-app target', async () => {
    api.resolveShortLink.mockResolvedValue({ code: 'news1', type: 2, targetPath: '/articleDetail?id=3', inviteCode: null });
    const router = renderAt('/register?s=news1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/articleDetail'));
  });

  it('an unknown link leaves the form usable and empty', async () => {
    api.resolveShortLink.mockRejectedValue(new Error('The link does not exist or has expired'));
    renderAt('/register?s=nope');
    await waitFor(() => expect(api.resolveShortLink).toHaveBeenCalled());
    expect(screen.getByPlaceholderText('invite')).toHaveValue('');
  });

  it('ignores a malformed code', async () => {
    renderAt('/register?s=a%2Fb');
    await new Promise((r) => setTimeout(r, 20));
    expect(api.resolveShortLink).not.toHaveBeenCalled();
  });
});
