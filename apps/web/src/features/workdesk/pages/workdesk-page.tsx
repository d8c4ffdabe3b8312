import { Flex } from 'antd';
import { useSession } from '../../../shared/store/session-store.ts';
import { LoginRecordsTable } from '../components/login-records-table.tsx';
import { WelcomeCard } from '../components/welcome-card.tsx';

/** /index — 工作台. */
export default function WorkdeskPage() {
  const user = useSession((state) => state.user);
  const roles = useSession((state) => state.roles);
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="workdesk">
      {user && <WelcomeCard user={user} roles={roles} />}
      <LoginRecordsTable />
    </Flex>
  );
}
