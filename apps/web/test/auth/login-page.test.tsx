import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginPage from '@/features/auth/components/login-page';
import { answer, refuse } from '../support/network';
import { renderWithApp } from '../support/render';

const openLogin = (language: 'en' | 'it' = 'en') => renderWithApp(<LoginPage />, { language, path: '/admin/login' });

describe('the login form', () => {
  it('keeps Login disabled while the password is blank, and can show the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await user.type(password, '   ');
    expect(login).toBeDisabled();
    await user.type(password, 'secret');
    expect(login).toBeEnabled();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: '← Back to Profile' })).toHaveAttribute('href', '/');
  });

  it('sends the password and opens the panel on success', async () => {
    const sent = answer('post', '/api/admin/login', { success: true });
    answer('get', '/api/admin/check', { authenticated: true });
    const { user, visited } = await openLogin();
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ password: 'right-password' }]);
    expect(visited()).toEqual(['/admin/login', '/admin']);
  });

  it('a wrong password shows "Login failed" and "Invalid password", clears the field and stays', async () => {
    refuse('post', '/api/admin/login', 401, 'Unauthorized');
    const { user, visited } = await openLogin();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(password).toHaveValue('');
    expect(visited()).toEqual(['/admin/login']);
  });

  it('words the refusal in Italian on an Italian page', async () => {
    refuse('post', '/api/admin/login', 401, 'Unauthorized');
    const { user } = await openLogin('it');
    expect(screen.getByText('Accesso amministratore')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Accesso non riuscito')).toBeInTheDocument();
    expect(screen.getByText('Password non valida')).toBeInTheDocument();
  });
});
