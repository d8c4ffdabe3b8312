import type { ReactNode } from 'react';
import { LangSwitch } from '@/shared/ui/lang-switch.tsx';

/** The centred card of the login and register pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #1f3a5f 0%, #2d6cb5 55%, #61a5e8 100%)',
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LangSwitch color="#fff" />
      </div>
      <main
        style={{
          width: 400,
          maxWidth: 'calc(100vw - 32px)',
          background: '#fff',
          borderRadius: 8,
          padding: '28px 28px 8px',
          boxShadow: '0 8px 32px rgba(0,0,0,0.18)',
        }}
      >
        <h1 style={{ textAlign: 'center', fontSize: 22, margin: '0 0 24px', color: '#303133' }}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
