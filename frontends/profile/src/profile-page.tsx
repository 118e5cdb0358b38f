// /profile, first version (spec §2 "Profile page"): the header with the round picture,
// name, tagline and, on one's own profile, the settings gear that opens edit-profile;
// then the Photos, Outings and Friends tabs.
import { Avatar, Icon, isAvailable, openModal, useSessionState } from '@outings/fe-kit';
import { EditProfileForm } from './edit-profile/edit-profile-form';
import { ProfileTabs } from './tabs/profile-tabs';
import './profile-page.css';

export function openEditProfile(): void {
  openModal({ selector: 'edit-profile', title: 'Edit Profile', render: () => <EditProfileForm /> });
}

export default function ProfilePage() {
  const user = useSessionState((session) => session.user);
  const friends = useSessionState((session) => session.friends);
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const status = user.status.status;
  return (
    <div className="profile">
      <section className="profile-header card" aria-labelledby="profile-name">
        <Avatar person={user} size={112} />
        <div className="profile-header__text">
          <h1 id="profile-name" className="profile-header__name">
            {name}
          </h1>
          <p className="profile-header__tagline">{user.tagline}</p>
          <p className="profile-header__meta">
            <span className="profile-header__location">
              <Icon name="pin" size={16} /> {user.location}
            </span>
            {status && <span className={`status-chip status-chip--${isAvailable(status) ? 'ready' : 'busy'}`}>{status}</span>}
          </p>
        </div>
        <button type="button" className="icon-button profile-header__settings" onClick={openEditProfile} aria-label="Edit Profile">
          <Icon name="gear" />
        </button>
      </section>
      <ProfileTabs friends={friends} />
    </div>
  );
}
