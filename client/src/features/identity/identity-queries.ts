import { useQuery } from '@tanstack/react-query';
import { generateGoogleKey } from '../../api/auth.ts';
import { getMyUserInfo } from '../../api/user.ts';

/** The user's own record, asked fresh for the profile form (never from the cache of another screen). */
export const useMyProfile = () => useQuery({ queryKey: ['me', 'profile'], queryFn: getMyUserInfo, gcTime: 0 });

/** A new authenticator key, asked once per visit (the setup is shown only while none is bound). */
export const useGoogleKey = () => useQuery({ queryKey: ['googleKey'], queryFn: generateGoogleKey, staleTime: Infinity, gcTime: 0 });
