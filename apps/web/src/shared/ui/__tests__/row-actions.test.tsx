import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { RowActions } from '../list/row-actions.tsx';

const PERMS = { edit: 'x:item:edit', remove: 'x:item:remove' };

function renderRow(props: Partial<Parameters<typeof RowActions>[0]> = {}) {
  render(<RowActions prefix="item" id={7} perms={PERMS} onEdit={vi.fn()} onDelete={vi.fn()} {...props} />);
}
const shown = () => ({
  edit: screen.queryByTestId('item-edit-7') !== null,
  remove: screen.queryByTestId('item-delete-7') !== null,
});

describe('RowActions', () => {
  beforeEach(() => {
    setLang('zh');
    useSession.setState({
      roles: ['common'],
      permissions: [PERMS.edit, PERMS.remove],
      permissionProjectId: '5',
      projectPermissions: { '5': [PERMS.edit], '6': [PERMS.remove], '8': ['admin'] },
    });
  });

  it('checks global permissions by default', () => {
    renderRow();
    expect(shown()).toEqual({ edit: true, remove: true });
  });

  it('checks the current project too when project-scoped (global AND project permission)', () => {
    renderRow({ projectScoped: true });
    expect(shown()).toEqual({ edit: true, remove: false });
  });

  it("checks the row's project when given one, a project admin holding everything there", () => {
    renderRow({ projectId: 6 });
    expect(shown()).toEqual({ edit: false, remove: true });
  });

  it('shows nothing the global permissions lack, whatever the project grants', () => {
    useSession.setState({ permissions: [PERMS.edit] });
    renderRow({ projectId: 8 });
    expect(shown()).toEqual({ edit: true, remove: false });
  });

  it('hides a link without its handler and uses row test ids without an id', () => {
    render(<RowActions prefix="item" perms={PERMS} onEdit={vi.fn()} />);
    expect(screen.getByTestId('item-row-edit').textContent).toMatch(/修\s?改/);
    expect(screen.queryByTestId('item-row-delete')).toBeNull();
  });
});
