import { useEffect, useEffectEvent, useRef } from 'react';
import { styled } from 'styled-components';
import { useAuthConfigQuery } from '../api/auth-api';
import type { GoogleButtonOptions } from '../api/google-identity';
import { loadGoogleIdentity } from '../api/google-script';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.25rem 0;
  color: ${({ theme }) => theme.colors.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ButtonSlot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

interface GoogleButtonProps {
  clientId: string;
  text: NonNullable<GoogleButtonOptions['text']>;
  onCredential: (credential: string) => void;
}

function GoogleButton({ clientId, text, onCredential }: GoogleButtonProps) {
  const slot = useRef<HTMLDivElement>(null);
  // Google calls back long after the effect ran; this always reaches the latest handler.
  const handleCredential = useEffectEvent((credential: string) => onCredential(credential));

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (id) => {
        const parent = slot.current;
        if (!active || !parent) return;
        id.initialize({ client_id: clientId, callback: (response) => handleCredential(response.credential) });
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          width: Math.min(parent.offsetWidth || 320, 400),
        });
      },
      (error: unknown) => console.warn('Google sign-in is unavailable', error),
    );
    return () => {
      active = false;
    };
  }, [clientId, text]);

  return <ButtonSlot ref={slot} data-testid="google-sign-in" />;
}

/**
 * Sign-in with Google, offered only when the server is configured with a client id (GET /auth/config);
 * without one nothing is rendered and Google's script is never loaded.
 */
export function GoogleSignIn(props: Omit<GoogleButtonProps, 'clientId'>) {
  const { data } = useAuthConfigQuery();
  const clientId = data?.googleClientId?.trim();
  if (!clientId) return null;
  return (
    <>
      <Divider>or</Divider>
      <GoogleButton clientId={clientId} {...props} />
    </>
  );
}
