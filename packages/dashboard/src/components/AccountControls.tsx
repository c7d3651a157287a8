import { useUser } from '../context/UserContext';
import { confirmLeave } from '../hooks/useLeaveGuard';
import { AvatarMenu } from './AvatarMenu';
import { UserSearch } from './UserSearch';

/** The signed-in half of the header: the 'Search User' box and the avatar dropdown. Lazy: visitors never load it. */
export default function AccountControls() {
  const { user, logout } = useUser();
  return (
    <>
      <UserSearch />
      <AvatarMenu name={user?.name} userId={user?._id} onLogout={() => confirmLeave() && logout()} />
    </>
  );
}
